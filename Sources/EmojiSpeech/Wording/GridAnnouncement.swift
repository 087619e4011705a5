import EmojiInput

/// What a screen-reader user is told about one change of the grid, as a value: which emoji is
/// focused and where, a new skin tone, that nothing was found, or what was inserted.
///
/// Made from the snapshot before and after a key (or a panel action), as the frontends already
/// have them, so it needs nothing from the engine's state. Only what changed is told: a page or
/// category is named when it changes, an unchanged focus says nothing. The glyph itself is never
/// part of it: speech synthesizers name a glyph again in their own words (💗 became "growing heart"
/// in speech-dispatcher), so the words are the localized names the grid shows.
public enum GridAnnouncement: Equatable, Sendable {
    /// The focused emoji: its name, its place on the page, and the page or category when they
    /// are news.
    case focus(name: String, place: Place, page: Place?, category: String?)
    /// The focused emoji's skin tone changed (a Shift or Control tap): its new name, and whether
    /// it has a tone now (CLDR names a toned emoji with its tone, "waving hand: medium skin tone").
    case tone(name: String, toned: Bool)
    /// The query finds no emoji.
    case nothingFound
    /// A browsed category has no emoji (Frequently used with no history and nothing available).
    case emptyCategory(String)
    /// An emoji was inserted into the application.
    case inserted(name: String)

    /// A position among a number of things, from 1: "3 of 28", "page 2 of 5".
    public struct Place: Equatable, Sendable {
        public var index: Int
        public var count: Int

        public init(_ index: Int, of count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// What to tell after the engine went from `previous` to `current`, committing `commit`;
    /// `nil` when nothing worth saying changed.
    ///
    /// `names` gives the name of an emoji committed that was not the focused one (a column digit
    /// picks one by place); text committed as typed (a query no emoji matched, inline text) is
    /// not told, as the screen reader echoes typing itself.
    public init?(
        from previous: EngineSnapshot, to current: EngineSnapshot, commit: String?,
        names: (String) -> String? = { _ in nil }
    ) {
        if let commit, let name = Self.insertedName(commit, previous: previous, names: names) {
            self = .inserted(name: name)
            return
        }
        guard current.isActive else { return nil }
        guard let focused = current.focusedCandidate, let focus = current.focus else {
            guard let announcement = Self.withoutCandidates(previous: previous, current: current) else { return nil }
            self = announcement
            return
        }
        let name = Self.name(of: focused, in: current)
        let previousFocused = previous.focusedCandidate
        let samePlace =
            previous.focus == focus && previous.page == current.page && previous.pages == current.pages
            && previous.category == current.category
        if samePlace, let previousFocused {
            if previousFocused.text == focused.text { return nil }
            if previous.preedit == current.preedit,
                SkinToneMarks.strip(previousFocused.text) == SkinToneMarks.strip(focused.text)
            {
                self = .tone(name: name, toned: SkinToneMarks.hasTone(focused.text))
                return
            }
        }
        // A new list: the grid opened or the query changed; otherwise the focus moved in the same list.
        let opened = previousFocused == nil || previous.preedit != current.preedit
        let categoryChanged = current.category != previous.category
        // Browsing opens on a category, which is news; results open on "All", which is not.
        let category =
            opened ? (current.preedit.isEmpty ? current.category : nil) : (categoryChanged ? current.category : nil)
        let pageIsNews = opened || categoryChanged || previous.page != current.page || previous.pages != current.pages
        let page = current.pages > 1 && pageIsNews ? Place(current.page, of: current.pages) : nil
        self = .focus(name: name, place: Self.place(of: focus, in: current), page: page, category: category)
    }

    /// The focused candidate's name: its own in the list layout, else the auxiliary line's first
    /// part, which the engine fills with the focused emoji's name in the user's first language.
    static func name(of candidate: EngineSnapshot.Candidate, in snapshot: EngineSnapshot) -> String {
        candidate.name ?? snapshot.auxiliaryLine.parts.first?.text ?? ""
    }

    /// The focused candidate's place among the page's candidates, row by row.
    static func place(of focus: EngineSnapshot.Position, in snapshot: EngineSnapshot) -> Place {
        let columns = snapshot.rows.first?.count ?? 1
        let count = snapshot.rows.reduce(0) { $0 + $1.count }
        return Place(focus.row * columns + focus.column + 1, of: count)
    }

    /// The name of a committed emoji, if `commit` is one: the focused one's, one named on the page
    /// (list layout), else whatever `names` knows; `nil` for text.
    private static func insertedName(
        _ commit: String, previous: EngineSnapshot, names: (String) -> String?
    ) -> String? {
        if let focused = previous.focusedCandidate, focused.text == commit {
            return name(of: focused, in: previous)
        }
        if let named = previous.rows.joined().first(where: { $0.text == commit })?.name { return named }
        guard SkinToneMarks.looksLikeEmoji(commit) else { return nil }
        return names(commit)
    }

    /// A query that finds nothing, or an empty category: told once, when it starts.
    private static func withoutCandidates(previous: EngineSnapshot, current: EngineSnapshot) -> GridAnnouncement? {
        // The inline trigger alone (`:`) shows nothing above the grid yet.
        guard !current.auxiliaryLine.isEmpty else { return nil }
        if !current.preedit.isEmpty {
            let wasEmpty =
                previous.isActive && previous.rows.isEmpty && !previous.preedit.isEmpty
                && !previous.auxiliaryLine.isEmpty
            return wasEmpty ? nil : .nothingFound
        }
        guard let category = current.category, category != previous.category || !previous.rows.isEmpty else {
            return nil
        }
        return .emptyCategory(category)
    }
}

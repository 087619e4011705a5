import EmojiKit

/// What is being composed in one input context: librime's Context, the state the key processors
/// read and change.
///
/// *idle*: nothing shown; *composing*: a query is typed, the candidates are its results;
/// *browsing*: no query, the candidates are a category's emoji.
struct Composition {
    enum Mode: Equatable {
        case idle
        case composing
        case browsing
    }

    var mode = Mode.idle
    /// The query as typed.
    var query = ""
    /// Inline mode: the trigger that started the query (shown before it), `nil` otherwise.
    var trigger: Unicode.Scalar?
    var candidates: CandidateSource = .none
    /// Composing: every result of the query, before narrowing to a category.
    var allResults = SearchResults()
    /// Absolute index of the focused candidate.
    var focus = 0
    /// Browsing: index into the browsed categories; composing: into the narrowing groups, after
    /// "All" (0).
    var categoryIndex = 0
    /// Groups offered for narrowing the current results (after "All").
    var narrowingGroups: [EmojiGroupID] = []
    /// When nothing matches: how many emoji would match but are left out (too new for the fonts).
    var unavailableMatches = 0

    /// Whether what is composed is text the user typed for the application (inline mode, with its
    /// trigger) rather than a query for the engine: it is kept when the composition ends without
    /// an emoji, and the key that ends it follows it.
    var isText: Bool { trigger != nil }

    /// Whether the query is a shortcode (`:sob`) in the emoji mode.
    var isShortcodeQuery: Bool { query.hasPrefix(":") }

    /// What was typed, as typed: the trigger and the query.
    var typedText: String { (trigger.map { String($0) } ?? "") + query }
}

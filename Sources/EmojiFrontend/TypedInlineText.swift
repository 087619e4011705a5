/// Inline mode's query kept in the application as typed text rather than as a preedit, and the
/// edits that keep it there as the engine's preedit changes.
///
/// Inline mode's preedit is typed text, which the application is to keep when the focus moves
/// (IBus's commit mode): whoever relays the preedit commits it then. GNOME Shell relays it for
/// Wayland applications, and from mutter 48 on it tells the application that the focus has gone
/// before it commits such a preedit, so the text never arrives (seen with GTK 3 and GTK 4 on GNOME
/// Shell 48 and 51); Qt's IBus module commits it only if it still has a focused widget then. Where
/// the application reports its surrounding text, a frontend types the text as it is typed instead
/// and takes it back (delete-surrounding-text) when it becomes an emoji.
public struct TypedInlineText: Equatable, Sendable {
    /// One change to the application's text, at its cursor.
    public enum Edit: Equatable, Sendable {
        /// Delete this many characters (Unicode scalars) before the cursor.
        case deleteBefore(Int)
        /// Insert this text.
        case commit(String)
    }

    /// The text typed into the application for the query so far.
    public private(set) var text = ""

    public init() {}

    /// The edits that make the application hold `preedit` (the typed text of the query; empty
    /// when there is none), after `commit` (what the engine commits now, in place of what was
    /// typed).
    public mutating func update(to preedit: String, commit: String?) -> [Edit] {
        var edits: [Edit] = []
        if let commit {
            edits += takeBack()
            edits.append(.commit(commit))
        }
        let typed = Array(text.unicodeScalars)
        let wanted = Array(preedit.unicodeScalars)
        if wanted.starts(with: typed) {
            if wanted.count > typed.count {
                var added = String.UnicodeScalarView()
                added.append(contentsOf: wanted[typed.count...])
                edits.append(.commit(String(added)))
            }
        } else {
            edits += takeBack()
            if !wanted.isEmpty { edits.append(.commit(preedit)) }
        }
        text = preedit
        return edits
    }

    /// Leaves the typed text to the application, as text: the focus moved, or the application or
    /// the settings reset the input.
    public mutating func keep() { text = "" }

    private mutating func takeBack() -> [Edit] {
        let count = text.unicodeScalars.count
        text = ""
        return count > 0 ? [.deleteBefore(count)] : []
    }
}

/// A query as typed, parsed into what the searcher matches.
public struct SearchQuery: Equatable, Sendable {
    /// What the text asks for.
    public enum Kind: Equatable, Sendable {
        /// Words matched against names and keywords, in any order, each as a prefix.
        case words([String])
        /// A shortcode query (`:sob` lists shortcodes starting with `sob`; `:sob:` is exact).
        case shortcode(String, exact: Bool)
    }

    public var kind: Kind
    /// The whole query, folded, when it is typed as one piece (two characters or more, no space):
    /// it may be an emoticon (`:)`, `<3`, `xD`) or a shortcode without colons (`+1`). Looked up
    /// besides the words or the shortcode.
    public var wholeText: String?

    public init(kind: Kind, wholeText: String? = nil) {
        self.kind = kind
        self.wholeText = wholeText
    }

    /// Parses `text`, folding it with `folder`.
    public init(_ text: String, folder: TextFolder) {
        if text.hasPrefix(":") {
            var body = text.dropFirst()
            let exact = body.hasSuffix(":") && body.count > 1
            if exact { body = body.dropLast() }
            kind = .shortcode(folder.folded(body), exact: exact)
        } else {
            kind = .words(WordSplitter.words(folder.fold(text)))
        }
        let trimmed = text.trimmingSpaces
        let isOnePiece = trimmed.unicodeScalars.count >= 2 && !trimmed.unicodeScalars.contains(" ")
        wholeText = isOnePiece ? folder.folded(trimmed) : nil
    }

    /// Whether the query can match nothing because it has no words.
    public var isEmpty: Bool {
        switch kind {
        case .words(let words): words.isEmpty && wholeText == nil
        case .shortcode(let text, _): text.isEmpty && wholeText == nil
        }
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " })!
        return Substring(scalars[first...last])
    }
}

/// A query as typed, parsed into what the searcher matches.
public enum SearchQuery: Equatable, Sendable {
    /// Words matched against names and keywords, in any order, each as a prefix.
    case words([String])
    /// A shortcode query (`:sob` lists shortcodes starting with `sob`; `:sob:` is exact).
    case shortcode(String, exact: Bool)

    /// Parses `text`, folding it with `folder`.
    public init(_ text: String, folder: TextFolder) {
        if text.hasPrefix(":") {
            var body = text.dropFirst()
            let exact = body.hasSuffix(":") && body.count > 1
            if exact { body = body.dropLast() }
            self = .shortcode(folder.folded(body), exact: exact)
        } else {
            self = .words(WordSplitter.words(folder.fold(text)))
        }
    }

    /// Whether the query can match nothing because it has no words.
    public var isEmpty: Bool {
        switch self {
        case .words(let words): words.isEmpty
        case .shortcode(let text, _): text.isEmpty
        }
    }
}

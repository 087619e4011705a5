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
    /// The whole query, folded, when it is typed as one piece (two characters or more, no space): it may be an emoticon
    /// (`:)`, `<3`, `xD`) or a shortcode without colons (`+1`).
    ///
    /// Looked up besides the words or the shortcode.
    public var wholeText: String?

    /// The words with the pieces that a hyphen or apostrophe joins written together (`t-shirt` → `tshirt`, `ko-hi-` →
    /// `kohi`, `kon'ya` → `konya`), when any does: searched besides ``kind``'s words, since a Japanese word typed as
    /// an input method takes it writes ー as a hyphen (`ra-men`, `bi-ru`) and ん before a vowel as `n'`.
    public var joinedWords: [String]?

    /// The text as typed, upper case kept.
    ///
    /// Its letters may be keys that spell another script on its keyboard (``HangulKeyboard``: `dkssud` is 안녕, `Qkd`
    /// 빵). Empty for a query made of its parts.
    public var typedText: String

    public init(kind: Kind, wholeText: String? = nil, joinedWords: [String]? = nil, typedText: String = "") {
        self.kind = kind
        self.wholeText = wholeText
        self.joinedWords = joinedWords
        self.typedText = typedText
    }

    /// Parses `text`, folding it with `folder`.
    public init(_ text: String, folder: TextFolder) {
        let folded = folder.fold(text)
        if folded.first == ":" {
            var body = folded.dropFirst()
            let exact = body.count > 1 && body.last == ":"
            if exact { body = body.dropLast() }
            kind = .shortcode(Self.string(body), exact: exact)
        } else {
            kind = .words(WordSplitter.words(folded))
            joinedWords = WordSplitter.joinedWords(folded)
        }
        typedText = text
        // Folding keeps spaces, so the folded text trims like the typed one.
        let start = folded.firstIndex { $0 != " " } ?? folded.endIndex
        let end = (folded.lastIndex { $0 != " " }).map { $0 + 1 } ?? start
        let trimmed = folded[start..<end]
        wholeText = trimmed.count >= 2 && !trimmed.contains(" ") ? Self.string(trimmed) : nil
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Whether the query can match nothing because it has no words.
    public var isEmpty: Bool {
        switch kind {
        case .words(let words): words.isEmpty && wholeText == nil
        case .shortcode(let text, _): text.isEmpty && wholeText == nil
        }
    }
}

import CStemmer

/// A Snowball stemmer (libstemmer) for one language: the forms of a word reduce to one stem
/// (`hearts` → `heart`, `katzen` and `katze` → `katz`), so that a plural or a verb form finds the
/// emoji of its word.
///
/// The index stores the stems of each locale's words made by the algorithm it names, and the
/// searcher stems each query word with the same one; both work on folded text. libstemmer keeps its
/// buffers in the stemmer, so one stemmer belongs to one thread (a searcher makes its own).
public final class Stemmer {
    /// libstemmer's name of the algorithm (`english`, `german`).
    public let algorithm: String
    private let stemmer: OpaquePointer

    /// A stemmer for `algorithm`, or nil when libstemmer has none of that name.
    public init?(algorithm: String) {
        guard let stemmer = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
        self.algorithm = algorithm
        self.stemmer = stemmer
    }

    deinit { sb_stemmer_delete(stemmer) }

    /// The stem of a folded word (the word itself when it has no other stem, or when libstemmer
    /// fails for want of memory).
    public func stem(_ word: String) -> String {
        var word = word
        return word.withUTF8 { bytes in
            guard let base = bytes.baseAddress, let stem = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            let length = Int(sb_stemmer_length(stemmer))
            return String(decoding: UnsafeBufferPointer(start: stem, count: length), as: UTF8.self)
        }
    }
}

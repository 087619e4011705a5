/// CLDR names that no CLDR release has yet: `cldr-49-alpha/names-emoji-18.0-and-renamed-flags.tsv`, the CLDR 49
/// alpha names of the emoji new in Emoji 18.0 (and of three flags CLDR 49 renames) in 14 languages.
///
/// The file is as the PyPI package `emoji` ships the names: one row per emoji, a column per language, the words of a
/// name joined by `_` and, in several languages, lower-cased (`saure_gurke`). Its English column is Unicode's name
/// (emoji-test.txt has it with its punctuation, so English is taken from there).
struct ProvisionalNames {
    /// One emoji's row.
    struct Row: Equatable {
        /// The emoji's code points (as in emoji-test.txt, fully-qualified).
        var scalars: [Unicode.Scalar]
        /// The name in each language of the file, words joined by `_` (CLDR locale ids: `de`, `zh`).
        var names: [String: String]

        /// The emoji's text without U+FE0F, as annotations are keyed.
        var key: String { CLDRAnnotations.key(String(String.UnicodeScalarView(scalars))) }
    }

    /// The rows, in file order.
    let rows: [Row]
    /// The languages of the file, in column order.
    let languages: [String]

    /// Reads the file at `path`; throws ``SourceError`` naming the line that does not parse.
    init(path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch { throw SourceError.missing(path: path) }
        try self.init(text: text, path: path)
    }

    /// Parses the file's text: a header `codepoints emoji status E en ar …`, then one row per emoji.
    init(text: String, path: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = lines.first, header.count > 4, header[0] == "codepoints", header[3] == "E" else {
            throw SourceError.malformed(path: path, line: 1, "expected the header 'codepoints emoji status E …'")
        }
        languages = Array(header[4...])
        var rows: [Row] = []
        for (number, fields) in lines.enumerated().dropFirst() {
            guard fields.count == header.count else {
                throw SourceError.malformed(path: path, line: number + 1, "expected \(header.count) columns")
            }
            var scalars: [Unicode.Scalar] = []
            for hex in fields[0].split(separator: " ") {
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw SourceError.malformed(path: path, line: number + 1, "bad code point \(hex)")
                }
                scalars.append(scalar)
            }
            let names = Dictionary(uniqueKeysWithValues: zip(languages, fields[4...]).filter { !$0.1.isEmpty })
            rows.append(Row(scalars: scalars, names: names))
        }
        self.rows = rows
    }

    /// A name of the file as words separated by spaces.
    static func spaced(_ name: String) -> String {
        String(name.map { $0 == "_" ? " " : $0 })
    }

    /// Whether two spellings name alike once case, spaces, `_` and punctuation are set aside: the file's
    /// `flagge_st._helena` is CLDR's `Flagge: St. Helena`.
    ///
    /// The file leaves out some names' pattern word (its Chinese flags lack `旗:`), so `name` also matches the part of
    /// `cldr` after its last colon.
    static func namesAlike(_ name: String, _ cldr: String) -> Bool {
        let letters = { (text: Substring) in
            String(
                text.lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil
                })
        }
        let folded = letters(Substring(name))
        if folded == letters(Substring(cldr)) { return true }
        guard let colon = cldr.lastIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }) else { return false }
        return folded == letters(cldr[cldr.index(after: colon)...])
    }
}

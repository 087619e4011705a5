import Foundation

/// A WordNet 3.0 database in WordNet's own file format (`index.*`, `data.*`, `*.exc`, `cntlist.rev`),
/// whole or cut down to the lines some vocabulary reaches (`data/sources/wordnet/`).
///
/// Synsets are keyed by the byte offset written at the start of their `data.*` line, WordNet's
/// synset id, never by where the line is: in a cut file the offsets no longer match positions.
/// Pointers to synsets the cut left out are kept and simply resolve to nothing.
struct WordNet {
    /// A part of speech; adjective satellites (`s`) are adjectives.
    enum PartOfSpeech: UInt8, CaseIterable, Sendable {
        case noun, verb, adjective, adverb

        /// The suffix of WordNet's file names.
        var fileName: String { ["noun", "verb", "adj", "adv"][Int(rawValue)] }

        init?(letter: Substring) {
            switch letter {
            case "n": self = .noun
            case "v": self = .verb
            case "a", "s": self = .adjective
            case "r": self = .adverb
            default: return nil
            }
        }
    }

    /// WordNet's synset id: a part of speech and a byte offset in its `data.*` file.
    struct SynsetID: Hashable, Comparable, Sendable {
        var partOfSpeech: PartOfSpeech
        var offset: UInt32

        static func < (a: SynsetID, b: SynsetID) -> Bool {
            (a.partOfSpeech.rawValue, a.offset) < (b.partOfSpeech.rawValue, b.offset)
        }
    }

    /// A pointer of a synset: `symbol` as WordNet writes it (`@` hypernym, `~` hyponym, `+`
    /// derivationally related form, …); `sourceWord` and `targetWord` are 1-based word numbers of
    /// a lexical pointer, 0 for a pointer between whole synsets.
    struct Pointer: Sendable {
        var symbol: String
        var target: SynsetID
        var sourceWord: Int
        var targetWord: Int
    }

    struct Synset: Sendable {
        /// The lexicographer file (`noun.animal` is 5; see WordNet's lexnames(5)).
        var lexicographerFile: Int
        /// The words as written, adjective markers (`(a)`, `(p)`, `(ip)`) removed; collocations
        /// joined by underscores, proper nouns capitalized.
        var words: [String]
        var pointers: [Pointer]
        /// Whether the gloss calls the sense offensive, vulgar, a slur, ….
        var glossIsOffensive: Bool
        /// The gloss of a verb, a food or an animal (``glossedNounFiles``): its definitions and quoted examples separated by
        /// `; ` (`utter quacking noises; "The ducks quacked"`); empty for the other synsets, whose glosses nothing
        /// reads.
        var gloss = ""
    }

    /// The lexicographer files of the nouns whose glosses are kept: `noun.act` (a game's definition says what it is
    /// played with), `noun.animal` (a young animal's, whose young it is) and `noun.food` (a dish's, what it is made of).
    static let glossedNounFiles: Set<Int> = [4, 5, 13]

    private(set) var synsets: [SynsetID: Synset] = [:]
    /// Lemma (lower case, underscores) and part of speech → senses, most frequent first.
    private(set) var senses: [String: [PartOfSpeech: [SynsetID]]] = [:]
    /// Lemma, part of speech and 1-based sense number → times tagged in the semantic concordances.
    private(set) var tagCounts: [String: [PartOfSpeech: [Int: Int]]] = [:]
    /// Inflected form and part of speech → base forms (the `*.exc` files).
    private(set) var exceptions: [String: [PartOfSpeech: [String]]] = [:]
    /// Hypernym distance to a root (`entity`, or a verb without hypernym), for synsets whose
    /// hypernyms are all present.
    private(set) var depths: [SynsetID: Int] = [:]
    /// Each synset's hypernyms (instance hypernyms included) that are present.
    private(set) var hypernyms: [SynsetID: [SynsetID]] = [:]
    /// Lemmas with a sense marked offensive (see `isOffensive`).
    private(set) var offensiveLemmas: Set<String> = []

    /// Reads the database from `directory`.
    init(directory: String) throws {
        for pos in PartOfSpeech.allCases {
            try Self.forEachLine(directory + "/data." + pos.fileName) { line, path, number in
                guard let (id, synset) = Self.synset(line, pos) else {
                    throw SourceError.malformed(path: path, line: number, "not a WordNet data line")
                }
                synsets[id] = synset
            }
            try Self.forEachLine(directory + "/index." + pos.fileName) { line, path, number in
                let fields = Self.fields(line)
                guard fields.count >= 6, let pointerCount = Int(fields[3]), fields.count > 5 + pointerCount else {
                    throw SourceError.malformed(path: path, line: number, "not a WordNet index line")
                }
                let ids = fields[(6 + pointerCount)...].compactMap {
                    UInt32($0).map { SynsetID(partOfSpeech: pos, offset: $0) }
                }
                senses[String(fields[0]), default: [:]][pos] = ids
            }
            try Self.forEachLine(directory + "/" + pos.fileName + ".exc") { line, _, _ in
                let fields = Self.fields(line).map(String.init)
                guard fields.count >= 2 else { return }
                exceptions[fields[0], default: [:]][pos, default: []] += fields.dropFirst()
            }
        }
        try Self.forEachLine(directory + "/cntlist.rev") { line, path, number in
            // `strong%3:00:00:: 1 58`: sense key, sense number, tag count.
            let fields = Self.fields(line)
            let key = fields.first?.split(separator: "%", maxSplits: 1) ?? []
            guard fields.count == 3, key.count == 2, let type = key[1].first, let sense = Int(fields[1]),
                let count = Int(fields[2]), let pos = Self.partOfSpeech(synsetType: type)
            else { throw SourceError.malformed(path: path, line: number, "expected sense key, number, count") }
            tagCounts[String(key[0]), default: [:]][pos, default: [:]][sense] = count
        }
        guard !synsets.isEmpty, !senses.isEmpty else { throw SourceError.invalid(path: directory, "no WordNet data") }
        for id in synsets.keys.sorted() {
            hypernyms[id] = targets(of: id, ["@", "@i"])
            if isMarkedOffensive(id) { offensiveLemmas.formUnion(synsets[id]!.words.map { $0.lowercased() }) }
        }
        for id in synsets.keys.sorted() { _ = depth(of: id) }
    }

    /// The synset ids of `pointers` with the given symbols, present in the database.
    func targets(of id: SynsetID, _ symbols: Set<String>) -> [SynsetID] {
        synsets[id]?.pointers.filter { symbols.contains($0.symbol) && synsets[$0.target] != nil }.map(\.target) ?? []
    }

    /// Hypernyms, instance hypernyms included.
    func parents(of id: SynsetID) -> [SynsetID] { hypernyms[id] ?? [] }

    /// Computes and records the depth of `id` (and of its ancestors).
    private mutating func depth(of id: SynsetID) -> Int {
        if let known = depths[id] { return known }
        depths[id] = 0  // guards against a cycle
        let parentDepths = parents(of: id).map { depth(of: $0) }
        let result = parentDepths.min().map { $0 + 1 } ?? 0
        depths[id] = result
        return result
    }

    /// Calls `body` with each line, its file and line number, skipping the licence header.
    ///
    /// The header's lines start with two spaces. Lines are bytes: WordNet's files are ASCII but for
    /// a few Latin-1 glosses, and splitting them into characters would be most of the reading.
    private static func forEachLine(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, String, Int) throws -> Void)
        throws
    {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var number = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                number += 1
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if !line.isEmpty, !(line.count >= 2 && line[0] == 0x20 && line[1] == 0x20) {
                    try body(line, path, number)
                }
                start = end + 1
            }
        }
    }

    /// A line's space-separated fields, as text.
    private static func fields(_ line: UnsafeBufferPointer<UInt8>) -> [Substring] {
        String(decoding: line, as: UTF8.self).split(separator: " ")
    }

    private static func partOfSpeech(synsetType: Character) -> PartOfSpeech? {
        switch synsetType {
        case "1": .noun
        case "2": .verb
        case "3", "5": .adjective
        case "4": .adverb
        default: nil
        }
    }
}

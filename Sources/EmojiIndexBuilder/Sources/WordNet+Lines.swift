import Foundation

extension WordNet {
    /// Reads the database from a directory of WordNet files, or from a `.tar.xz` archive of one
    /// directory holding them (`wordnet/data.noun`, …), unpacked for the duration of the call.
    init(directoryOrArchive path: String) throws {
        guard path.hasSuffix(".tar.xz") else {
            try self.init(directory: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-emoji-wordnet-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xJf", path, "-C", scratch.path]
        try tar.run()
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else {
            throw SourceError.invalid(path: path, "tar -xJf failed (\(tar.terminationStatus))")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        guard entries.count == 1 else { throw SourceError.invalid(path: path, "expected one directory") }
        try self.init(directory: scratch.appendingPathComponent(entries[0]).path)
    }

    /// Parses a `data.*` line: `offset lex_filenum ss_type w_cnt word lex_id … p_cnt pointer… | gloss`
    /// (as bytes: this is the bulk of reading WordNet).
    static func synset(_ line: UnsafeBufferPointer<UInt8>, _ pos: PartOfSpeech) -> (SynsetID, Synset)? {
        var bar = 0
        while bar < line.count, line[bar] != UInt8(ascii: "|") { bar += 1 }
        var fields: [Range<Int>] = []
        var index = 0
        while index < bar {
            while index < bar, line[index] == 0x20 { index += 1 }
            let start = index
            while index < bar, line[index] != 0x20 { index += 1 }
            if start < index { fields.append(start..<index) }
        }
        func number(_ field: Int, radix: Int = 10) -> Int? { Self.number(line, fields[field], radix: radix) }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
        }
        guard fields.count >= 4, let offset = number(0), let file = number(1), let wordCount = number(3, radix: 16),
            fields.count > 4 + 2 * wordCount, let pointerCount = number(4 + 2 * wordCount),
            fields.count >= 5 + 2 * wordCount + 4 * pointerCount
        else { return nil }
        let words = (0..<wordCount).map { withoutAdjectiveMarker(text(fields[4 + 2 * $0])) }
        var pointers: [Pointer] = []
        pointers.reserveCapacity(pointerCount)
        for index in 0..<pointerCount {
            let start = 5 + 2 * wordCount + 4 * index
            let numbers = fields[start + 3]
            guard let target = number(start + 1), fields[start + 2].count == 1,
                let targetPOS = PartOfSpeech(letter: Substring(text(fields[start + 2]))), numbers.count == 4,
                let source = Self.number(line, numbers.lowerBound..<numbers.lowerBound + 2, radix: 16),
                let targetWord = Self.number(line, numbers.lowerBound + 2..<numbers.upperBound, radix: 16)
            else { return nil }
            pointers.append(
                Pointer(
                    symbol: text(fields[start]), target: SynsetID(partOfSpeech: targetPOS, offset: UInt32(target)),
                    sourceWord: source, targetWord: targetWord))
        }
        let gloss = UnsafeBufferPointer(rebasing: line[bar...])
        let synset = Synset(
            lexicographerFile: file, words: words, pointers: pointers, glossIsOffensive: isOffensive(gloss: gloss),
            gloss: pos == .verb || (pos == .noun && glossedNounFiles.contains(file))
                ? String(decoding: gloss.dropFirst(), as: UTF8.self).trimmingCharacters(in: .whitespaces) : "")
        return (SynsetID(partOfSpeech: pos, offset: UInt32(offset)), synset)
    }

    /// A non-negative number written in ASCII digits, nil for anything else.
    private static func number(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, radix: Int = 10) -> Int? {
        guard !range.isEmpty, range.count <= 12 else { return nil }
        var value = 0
        for index in range {
            let byte = line[index]
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            value = value * radix + digit
        }
        return value
    }

    /// `long(a)` → `long`: the syntactic markers of adjectives are not part of the word.
    private static func withoutAdjectiveMarker(_ word: String) -> String {
        for marker in ["(a)", "(p)", "(ip)"] where word.hasSuffix(marker) {
            return String(word.dropLast(marker.count))
        }
        return word
    }

    /// Words by which WordNet's glosses mark a sense as offensive (whole words only).
    private static let offensiveGlossWords: Set<[UInt8]> = Set(
        ["offensive", "derogatory", "disparaging", "slur", "obscene", "vulgar"].map { Array($0.utf8) })

    private static func isOffensive(gloss: UnsafeBufferPointer<UInt8>) -> Bool {
        // Word characters as a regular expression's \w: letters, digits, underscore, and any
        // byte of a non-ASCII character.
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        var index = 0
        while index < gloss.count {
            while index < gloss.count, !isWordByte(gloss[index]) { index += 1 }
            let start = index
            while index < gloss.count, isWordByte(gloss[index]) { index += 1 }
            // The marking words are short and lower case; compare only those that could be one.
            if (4...11).contains(index - start), gloss[start] >= UInt8(ascii: "d"), gloss[start] <= UInt8(ascii: "v"),
                offensiveGlossWords.contains(Array(UnsafeBufferPointer(rebasing: gloss[start..<index])))
            {
                return true
            }
        }
        return false
    }
}

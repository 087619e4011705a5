import EmojiKit

/// emoji4unicode's mapping of the Japanese carriers' emoji (`carrier/emoji4unicode.xml`): for each emoji, its Unicode
/// sequence and the private-use code points docomo, au (KDDI) and SoftBank sent for it.
///
/// Each `<e>` element holds one emoji in its attributes: `unicode` (`2600`, `+1F300`, `0023+20E3`; the `+` in front
/// marks a character that was only proposed then) and one attribute per carrier (`docomo`, `kddi`, `softbank`) with
/// one or two code points (`E63E`, `E04A+E049`). A carrier value starting with `>` is a fallback: the carrier's
/// nearest emoji for that Unicode emoji, not a round trip. Only these attributes are read, so the file is read as a
/// flat list of start tags rather than with an XML library (which would bring libxml2 into the generator and its
/// tests); anything that does not parse as a tag is an error.
struct CarrierMappings {
    /// One `<e>` element with at least one carrier code point.
    struct Element: Equatable {
        /// The Unicode sequence as emoji4unicode writes it (no U+FE0F); `nil` for an emoji Unicode does not have.
        var unicode: [Unicode.Scalar]?
        /// The carriers' code points: one or two per carrier that has the emoji.
        var codes: [Carrier: [UInt16]]
        /// The carriers whose code points are a one-way fallback.
        var fallbacks: Set<Carrier>
    }

    /// The elements that name a carrier code point, in file order.
    let elements: [Element]

    /// The attribute of each carrier.
    static let attributes: [(Carrier, String)] = [(.docomo, "docomo"), (.au, "kddi"), (.softbank, "softbank")]

    /// Reads the file at `path`; throws ``SourceError`` naming what does not parse.
    init(path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch { throw SourceError.missing(path: path) }
        try self.init(text: text, path: path)
    }

    /// Parses the file's text.
    init(text: String, path: String) throws {
        var elements: [Element] = []
        for tag in try XMLStartTags.parse(text, named: "e", path: path) {
            let fail = { (why: String) in SourceError.malformed(path: path, line: tag.line, why) }
            var element = Element(unicode: nil, codes: [:], fallbacks: [])
            if let unicode = tag.attributes["unicode"] {
                guard let scalars = Self.codePoints(unicode.drop { $0 == "+" }) else {
                    throw fail("bad unicode=\"\(unicode)\"")
                }
                element.unicode = scalars
            }
            for (carrier, attribute) in Self.attributes {
                guard let value = tag.attributes[attribute] else { continue }
                let isFallback = value.hasPrefix(">")
                guard let scalars = Self.codePoints(value.drop { $0 == ">" }), (1...2).contains(scalars.count),
                    scalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) })
                else { throw fail("\(attribute)=\"\(value)\" is not one or two private-use code points") }
                element.codes[carrier] = scalars.map { UInt16($0.value) }
                if isFallback { element.fallbacks.insert(carrier) }
            }
            if !element.codes.isEmpty { elements.append(element) }
        }
        guard !elements.isEmpty else { throw SourceError.invalid(path: path, "no <e> element with a carrier code") }
        self.elements = elements
    }

    /// `hex+hex…` as scalars; `nil` if one is not a code point.
    private static func codePoints(_ text: Substring) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        for part in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            result.append(scalar)
        }
        return result.isEmpty ? nil : result
    }
}

/// The start tags of one name in an XML text, with their attributes (entities decoded) and line numbers.
enum XMLStartTags {
    struct Tag {
        var line: Int
        var attributes: [String: String]
    }

    /// Every `<name …>` or `<name …/>` of `text`, skipping comments; throws at the first tag that does not parse.
    static func parse(_ text: String, named name: String, path: String) throws -> [Tag] {
        let scalars = Array(text.unicodeScalars)
        let opening = Array("<\(name)".unicodeScalars)
        var tags: [Tag] = []
        var line = 1
        var index = 0
        func starts(with prefix: String, at position: Int) -> Bool {
            let prefix = Array(prefix.unicodeScalars)
            return position + prefix.count <= scalars.count
                && Array(scalars[position..<position + prefix.count]) == prefix
        }
        while index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            if starts(with: "<!--", at: index) {
                while index < scalars.count, !starts(with: "-->", at: index) {
                    index += 1
                    if index < scalars.count, scalars[index] == "\n" { line += 1 }
                }
                index += 3
                continue
            }
            guard starts(with: String(String.UnicodeScalarView(opening)), at: index),
                index + opening.count < scalars.count,
                [" ", "\n", "\t", ">", "/"].contains(scalars[index + opening.count])
            else {
                index += 1
                continue
            }
            let fail = { (why: String) in SourceError.malformed(path: path, line: line, why) }
            var attributes: [String: String] = [:]
            var position = index + opening.count
            let tagLine = line
            while true {
                while position < scalars.count, [" ", "\n", "\t", "\r"].contains(scalars[position]) {
                    if scalars[position] == "\n" { line += 1 }
                    position += 1
                }
                guard position < scalars.count else { throw fail("<\(name)> is not closed") }
                if scalars[position] == ">" || starts(with: "/>", at: position) { break }
                let nameStart = position
                while position < scalars.count, scalars[position] != "=", !scalars[position].properties.isWhitespace {
                    position += 1
                }
                let attribute = String(String.UnicodeScalarView(scalars[nameStart..<position]))
                guard position + 1 < scalars.count, scalars[position] == "=", scalars[position + 1] == "\"",
                    !attribute.isEmpty
                else { throw fail("expected attribute=\"value\" in <\(name)>") }
                position += 2
                let valueStart = position
                while position < scalars.count, scalars[position] != "\"" { position += 1 }
                guard position < scalars.count else { throw fail("unterminated value of \(attribute)") }
                let raw = String(String.UnicodeScalarView(scalars[valueStart..<position]))
                guard let value = decodingEntities(raw) else { throw fail("unknown entity in \(attribute)=\"\(raw)\"") }
                guard attributes.updateValue(value, forKey: attribute) == nil else {
                    throw fail("\(attribute) given twice")
                }
                position += 1
            }
            tags.append(Tag(line: tagLine, attributes: attributes))
            index = position + 1
        }
        return tags
    }

    /// `text` with XML's five named entities and numeric character references replaced; `nil` for any other.
    static func decodingEntities(_ text: String) -> String? {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { return nil }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            let named: [Substring: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let character = named[entity] {
                result += character
            } else if entity.hasPrefix("#x"), let value = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
            } else {
                return nil
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

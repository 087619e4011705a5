import CGettext

#if canImport(Glibc)
    import Glibc
#endif

/// Languages by their own names (`Deutsch`, `日本語`, `Português (Portugal)`).
///
/// From the ISO code lists of iso-codes and their translations: the language's name in that
/// language, with its script or region when the tag has one. A name iso-codes lacks is the English
/// one, then the tag.
///
/// The lists are searched as text for the few codes the window shows (parsing the whole language
/// list, 850 kB of JSON, would slow the window's opening).
@MainActor
enum LanguageNames {
    private static let isoCodes = "/usr/share/iso-codes/json"
    private static var lists: [String: [UInt8]] = [:]
    private static var cache: [String: String] = [:]

    /// The name of `tag` (`de`, `pt-PT`, `zh-Hant`, `sr-Latn`), in its own language.
    static func name(of tag: String) -> String {
        if let cached = cache[tag] { return cached }
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let code = parts.first?.lowercased(),
            let english = englishName("iso_639-3", key: code.count == 2 ? "alpha_2" : "alpha_3", code: code)
        else { return tag }
        let language = translated(english, domain: "iso_639-3", into: tag)
        let qualifiers = parts.dropFirst().compactMap { part -> String? in
            if part.count == 4, let script = englishName("iso_15924", key: "alpha_4", code: part) {
                return translated(script, domain: "iso_15924", into: tag)
            }
            if let region = englishName("iso_3166-1", key: "alpha_2", code: part.uppercased()) {
                return translated(region, domain: "iso_3166-1", into: tag)
            }
            return nil
        }
        var name = capitalized(language)
        if !qualifiers.isEmpty { name += " (" + qualifiers.joined(separator: ", ") + ")" }
        cache[tag] = name
        return name
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The English `name` of the entry whose `key` is `code` in the iso-codes list `file`.
    private static func englishName(_ file: String, key: String, code: String) -> String? {
        let bytes = list(file)
        let needle = Array("\"\(key)\": \"\(code)\"".utf8)
        guard let at = bytes.firstRange(of: needle) else { return nil }
        // The entry is the object around the code: from the `{` before it to the `}` after it.
        let start = bytes[..<at.lowerBound].lastIndex(of: UInt8(ascii: "{")) ?? 0
        let end = bytes[at.upperBound...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
        let entry = bytes[start..<end]
        let label = Array("\"name\": \"".utf8)
        guard let name = entry.firstRange(of: label) else { return nil }
        let value = entry[name.upperBound...].prefix { $0 != UInt8(ascii: "\"") }
        return String(decoding: value, as: UTF8.self)
    }

    private static func list(_ file: String) -> [UInt8] {
        if let cached = lists[file] { return cached }
        var bytes: [UInt8] = []
        if let stream = fopen("\(isoCodes)/\(file).json", "rb") {
            defer { fclose(stream) }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = fread(&chunk, 1, chunk.count, stream)
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
        }
        lists[file] = bytes
        return bytes
    }

    /// The iso-codes catalogs, read as UTF-8 whatever the locale's character set.
    private static let catalogs: Void = {
        for domain in ["iso_639-3", "iso_3166-1", "iso_15924"] { bind_textdomain_codeset(domain, "UTF-8") }
    }()

    /// `english` in the language of `tag`, through the iso-codes catalog `domain`.
    private static func translated(_ english: String, domain: String, into tag: String) -> String {
        _ = catalogs
        let saved = getenv("LANGUAGE").map { String(cString: $0) }
        let language = tag.split(separator: "-").joined(separator: "_")
        let base = String(language.prefix { $0 != "_" })
        setenv("LANGUAGE", language == base ? base : "\(language):\(base)", 1)
        defer {
            if let saved { setenv("LANGUAGE", saved, 1) } else { unsetenv("LANGUAGE") }
        }
        return english.withCString { String(cString: dgettext(domain, $0)) }
    }
}

import EmojiInput
import Foundation
import TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The keys of a GSettings schema file: each key's type, default (as a stored value), choices and
/// range, read with Foundation's XML parser and a reader of the GVariant text of defaults.
struct SchemaFile {
    struct Key: Equatable {
        var name: String
        var type: String
        var defaultText = ""
        var choices: [String] = []
        var range: ClosedRange<Int>?
    }

    /// The installed schema of this repository.
    static var path: String { Repository.root + "/packaging/org.freedesktop.ibus.engine.swift-emoji.gschema.xml" }

    let keys: [Key]

    init(contentsOf path: String = Self.path) throws {
        try self.init(data: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    init(data: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw TestSupportError("the schema is not well-formed XML") }
        keys = reader.keys
    }

    /// Where the declarations and the schema disagree, one sentence each.
    static func problems(of table: [any SettingDeclaration], against schema: SchemaFile) -> [String] {
        var problems: [String] = []
        let declared = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0) })
        for key in schema.keys where declared[key.name] == nil {
            problems.append("\(key.name): in the schema, not declared")
        }
        for setting in table {
            guard let key = schema.keys.first(where: { $0.name == setting.key }) else {
                problems.append("\(setting.key): declared, not in the schema")
                continue
            }
            if key.type != setting.type.rawValue {
                problems.append("\(setting.key): type \(key.type) in the schema, \(setting.type.rawValue) declared")
            }
            let schemaDefault = GVariantText.value(key.defaultText, type: key.type)
            if schemaDefault != setting.storedDefault {
                problems.append(
                    "\(setting.key): default \(key.defaultText) in the schema, \(setting.storedDefault) declared")
            }
            let closedChoices = setting.choicesAreClosed ? setting.storedChoices.map(\.stored) : []
            if key.choices != closedChoices {
                problems.append("\(setting.key): choices \(key.choices) in the schema, \(closedChoices) declared")
            }
            if key.range != setting.range {
                problems.append(
                    "\(setting.key): range \(String(describing: key.range)) in the schema, \(String(describing: setting.range)) declared"
                )
            }
        }
        return problems
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var keys: [Key] = []
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            text = ""
            switch element {
            case "key": keys.append(Key(name: attributes["name"] ?? "", type: attributes["type"] ?? ""))
            case "choice": keys[keys.count - 1].choices.append(attributes["value"] ?? "")
            case "range":
                if let min = attributes["min"].flatMap(Int.init), let max = attributes["max"].flatMap(Int.init) {
                    keys[keys.count - 1].range = min...max
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "default" { keys[keys.count - 1].defaultText = text.trimmingCharacters(in: .whitespaces) }
        }
    }
}

/// Reads the GVariant text format of the schema's defaults (`'none'`, `['de', 'en']`, `true`,
/// `9`, `{'commit': ['Return']}`).
enum GVariantText {
    static func value(_ text: String, type: String) -> StoredValue? {
        var scanner = Substring(text)
        guard let parsed = parse(&scanner) else { return nil }
        switch (type, parsed) {
        case ("s", .string(let value)): return .string(value)
        case ("as", .list(let items)):
            let strings = items.compactMap { if case .string(let value) = $0 { value } else { nil } }
            return strings.count == items.count ? .strings(strings) : nil
        case ("b", .bool(let value)): return .bool(value)
        case ("i", .number(let value)): return .int(value)
        case ("x", .number(let value)): return .int64(Int64(value))
        case ("a{sas}", .dictionary(let entries)):
            var result: [String: [String]] = [:]
            for (key, value) in entries {
                guard case .list(let items) = value else { return nil }
                result[key] = items.compactMap { if case .string(let value) = $0 { value } else { nil } }
            }
            return .dictionary(result)
        default: return nil
        }
    }

    private indirect enum Parsed {
        case string(String)
        case list([Parsed])
        case dictionary([(String, Parsed)])
        case bool(Bool)
        case number(Int)
    }

    private static func parse(_ text: inout Substring) -> Parsed? {
        text = text.drop { $0 == " " }
        guard let first = text.first else { return nil }
        switch first {
        case "'", "\"":
            text.removeFirst()
            var value = ""
            while let character = text.popFirst() {
                if character == first { return .string(value) }
                value.append(character == "\\" ? (text.popFirst() ?? "\\") : character)
            }
            return nil
        case "[":
            text.removeFirst()
            var items: [Parsed] = []
            while true {
                text = text.drop { $0 == " " || $0 == "," }
                if text.first == "]" {
                    text.removeFirst()
                    return .list(items)
                }
                guard let item = parse(&text) else { return nil }
                items.append(item)
            }
        case "{":
            text.removeFirst()
            var entries: [(String, Parsed)] = []
            while true {
                text = text.drop { $0 == " " || $0 == "," }
                if text.first == "}" {
                    text.removeFirst()
                    return .dictionary(entries)
                }
                guard case .string(let key)? = parse(&text) else { return nil }
                text = text.drop { $0 == " " || $0 == ":" }
                guard let value = parse(&text) else { return nil }
                entries.append((key, value))
            }
        default:
            let word = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
            text = text.dropFirst(word.count)
            if word == "true" || word == "false" { return .bool(word == "true") }
            return Int(word).map { .number($0) }
        }
    }
}

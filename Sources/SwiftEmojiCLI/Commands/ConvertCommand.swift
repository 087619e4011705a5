import ArgumentParser
import EmojiKit

/// `swift-emoji convert`: the Japanese carriers' private-use emoji (SoftBank, docomo, au) in text from old phones and
/// mail, to Unicode emoji and back.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert the carrier emoji of old Japanese phones (SoftBank, docomo, au) to Unicode emoji, or back.",
        discussion: """
            Reads standard input to its end and writes it to standard output with every carrier emoji replaced by its \
            fully-qualified Unicode emoji (--to softbank, docomo or au: the other way). Other text passes byte for \
            byte. A private-use character with no Unicode emoji, or an emoji the carrier lacks, stays as it is and is \
            named once on standard error. Input that is not UTF-8 is refused, naming the byte offset, and nothing is \
            written. Where au and SoftBank share a code point (U+E501-U+E53E) SoftBank's emoji is read, unless \
            --from says otherwise.
            """
    )

    @Option(help: ArgumentHelp("Convert to: unicode (the default), softbank, docomo or au.", valueName: "target"))
    var to = "unicode"

    @Option(help: ArgumentHelp("Read only this carrier's emoji: softbank, docomo or au.", valueName: "carrier"))
    var from: String?

    /// The carrier converted to; `nil` for Unicode.
    var target: Carrier? {
        get throws {
            if to.lowercased() == "unicode" { return nil }
            guard let carrier = Carrier(name: to) else {
                throw ValidationError(
                    UIText.localized("--to takes unicode, softbank, docomo or au; got '{value}'", ["value": to]))
            }
            return carrier
        }
    }

    /// The carriers read, in order.
    var sources: [Carrier] {
        get throws {
            guard let from else { return Carrier.readingOrder }
            guard let carrier = Carrier(name: from) else {
                throw ValidationError(
                    UIText.localized("--from takes softbank, docomo or au; got '{value}'", ["value": from]))
            }
            return [carrier]
        }
    }

    func validate() throws {
        if try target != nil, from != nil {
            throw ValidationError(UIText.localized("--from reads carrier emoji; it goes with --to unicode"))
        }
        _ = try sources
    }

    func run() throws {
        let bytes = try StandardStreams.readAll()
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            throw CLIError(
                UIText.localized(
                    "standard input is not UTF-8: byte {offset} (0x{byte}) starts no character; nothing was written",
                    ["offset": String(offset), "byte": String(bytes[offset], radix: 16, uppercase: true)]))
        }
        let converter = CarrierTextConverter(database: try LanguageOptions.database())
        let text = String(decoding: bytes, as: UTF8.self)
        let result: CarrierTextConverter.Conversion
        if let target = try target {
            result = converter.toCarrier(text, target)
            try StandardStreams.writeAll(Array(result.text.utf8))
            for item in result.unmapped {
                printError(
                    UIText.localized(
                        "{emoji} ({codepoints}) has no {carrier} emoji; left as it is",
                        ["emoji": item.text, "codepoints": Self.notation(item.text), "carrier": "\(target)"]))
            }
        } else {
            result = converter.toUnicode(text, from: try sources)
            try StandardStreams.writeAll(Array(result.text.utf8))
            for item in result.unmapped {
                let code = Self.notation(item.text)
                printError(
                    item.carriers.isEmpty
                        ? UIText.localized(
                            "{codepoint} is no emoji of {carriers}; left as it is",
                            ["codepoint": code, "carriers": try sources.map(\.description).joined(separator: ", ")])
                        : UIText.localized(
                            "{codepoint} ({carriers}) has no Unicode emoji; left as it is",
                            ["codepoint": code, "carriers": item.carriers.map(\.description).joined(separator: ", ")]))
            }
        }
    }

    /// `U+1F44D U+1F3FD`.
    static func notation(_ text: String) -> String {
        text.unicodeScalars.map(\.codePointNotation).joined(separator: " ")
    }
}

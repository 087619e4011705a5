import ArgumentParser
import EmojiKit

/// `swift-emoji info`: everything known about one emoji.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show an emoji's code points, name, keywords, category, version and skin-tone capability.",
        discussion: """
            The emoji may be given as itself, as a :shortcode:, or as code points (U+1F44B U+1F3FD); a carrier emoji \
            of an old Japanese phone (SoftBank U+E415, docomo, au) shows the Unicode emoji it stands for.
            """
    )

    @OptionGroup var language: LanguageOptions

    @Flag(help: "Print JSON.")
    var json = false

    @Argument(help: "An emoji (toned or not), a :shortcode:, or code points such as U+E415.")
    var emoji: String

    func run() throws {
        let data = try language.open()
        let carriers = CarrierEmoji(catalog: data.catalog)
        let text = Self.text(ofCodePoints: emoji) ?? emoji
        let (carrier, lacking) = try Self.carrierMeanings(of: text, in: carriers)
        let sequence = try carrier.first.map(\.sequence) ?? Self.resolve(text, in: data.database)
        var record = EmojiRecord(sequence, data: data, keywords: true)
        record.carrierCode = carrier.first.map { CarrierRecord($0.code) }
        let codes = carriers.codes(for: sequence)
        record.carriers = codes.isEmpty ? nil : codes.map(CarrierRecord.init)
        if json {
            Output.line(try Output.json(record))
            return
        }
        for code in lacking {
            Output.line("carrier:     \(code): " + UIText.localized("no Unicode emoji"))
        }
        for meaning in carrier {
            let stands =
                "\(meaning.code) → \(data.catalog.string(meaning.sequence)) \(data.names.name(meaning.sequence))"
            Output.line("carrier:     \(stands)")
        }
        Output.line("emoji:       \(record.emoji)")
        Output.line("code points: \(record.codepoints)")
        let provisional = record.provisionalName.map {
            " (" + UIText.localized("provisional: {source}", ["source": $0]) + ")"
        }
        Output.line("name:        \(record.name)\(provisional ?? "")")
        Output.line("keywords:    \((record.keywords ?? []).joined(separator: ", "))")
        Output.line("shortcodes:  \(record.shortcodes.map { ":\($0):" }.joined(separator: " "))")
        Output.line("category:    \(record.category) / \(record.subcategory)")
        Output.line("version:     Emoji \(record.version)")
        Output.line("skin tones:  \(record.skinTones)")
        if !codes.isEmpty {
            let described = codes.map { code in
                code.isRoundTrip ? code.description : UIText.localized("{code} (one way)", ["code": code.description])
            }
            Output.line("carriers:    \(described.joined(separator: ", "))")
        }
    }

    /// The sequence meant by `text`: an emoji (VS16 optional) or a shortcode with colons.
    static func resolve(_ text: String, in database: EmojiDatabase) throws -> EmojiSequenceID {
        if text.count > 2, text.hasPrefix(":"), text.hasSuffix(":"),
            let sequence = database.catalog.sequence(forShortcode: String(text.dropFirst().dropLast()))
        {
            return sequence
        }
        guard let sequence = database.sequence(for: text) else {
            throw CLIError(
                UIText.localized(
                    "'{text}' is not a fully-qualified emoji of Unicode {version}",
                    ["text": text, "version": database.catalog.dataVersions["unicode"] ?? ""]))
        }
        return sequence
    }

    /// The text that code points written `U+1F44B U+1F3FD` (or `U+E415`) make; `nil` if `text` is not so written.
    static func text(ofCodePoints text: String) -> String? {
        let parts = text.split(whereSeparator: \.isWhitespace)
        var scalars = String.UnicodeScalarView()
        for part in parts {
            guard part.count > 2, part.prefix(2).uppercased() == "U+", part.count <= 8,
                let value = UInt32(part.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
            else { return nil }
            scalars.append(scalar)
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    /// What `text` stands for when it is one carrier code point.
    ///
    /// In ``Carrier/readingOrder``: the carriers' emoji for it, and the carriers whose emoji it is though Unicode
    /// lacks it. Both are empty when it is no carrier's; an error when no carrier's emoji for it is in Unicode.
    static func carrierMeanings(of text: String, in carriers: CarrierEmoji) throws -> (
        emoji: [(code: CarrierCode, sequence: EmojiSequenceID)], lacking: [CarrierCode]
    ) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, (0xE000...0xF8FF).contains(scalars[0].value) else { return ([], []) }
        var result: [(code: CarrierCode, sequence: EmojiSequenceID)] = []
        var lacking: [CarrierCode] = []
        for carrier in Carrier.readingOrder {
            let code = CarrierCode(carrier: carrier, scalars: scalars, isRoundTrip: true)
            switch carriers.meaning(of: scalars[0], carrier: carrier) {
            case .emoji(let sequence)?: result.append((code, sequence))
            case .noUnicodeEmoji?: lacking.append(code)
            case nil: break
            }
        }
        if result.isEmpty, !lacking.isEmpty {
            throw CLIError(
                UIText.localized(
                    "{codepoint} ({carriers}) has no Unicode emoji",
                    [
                        "codepoint": scalars[0].codePointNotation,
                        "carriers": lacking.map(\.carrier.description).joined(separator: ", "),
                    ]))
        }
        return (result, lacking)
    }
}

/// A carrier's code points for an emoji, as `info --json` reports them.
struct CarrierRecord: Encodable {
    let carrier: String
    let codepoints: String
    let roundTrip: Bool

    init(_ code: CarrierCode) {
        carrier = code.carrier.name
        codepoints = code.scalars.map(\.codePointNotation).joined(separator: " ")
        roundTrip = code.isRoundTrip
    }
}

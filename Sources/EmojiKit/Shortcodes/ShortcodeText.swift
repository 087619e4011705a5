/// Converting between `:shortcode:` notation and emoji in running text.
///
/// Skin tones use Slack's notation when a toned sequence has no shortcode of its own:
/// `:wave::skin-tone-4:` is 👋🏽 (tones 2…6 are light…dark, as on Slack).
public struct ShortcodeText: Sendable {
    public let database: EmojiDatabase

    public init(database: EmojiDatabase) { self.database = database }

    private var catalog: EmojiCatalog { database.catalog }

    /// Replaces every known `:shortcode:` in `text` by its emoji; unknown ones stay as they are.
    public func emojize(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: ":") {
            output += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: ":") else {
                rest = rest[open...]
                break
            }
            let code = rest[afterOpen..<close]
            guard !code.isEmpty, code.allSatisfy(Self.isShortcodeCharacter),
                let sequence = catalog.sequence(forShortcode: String(code))
            else {
                output += ":"
                rest = rest[afterOpen...]
                continue
            }
            rest = rest[rest.index(after: close)...]
            var emoji = catalog.string(sequence)
            if case .base(let base) = sequence, let (tone, length) = Self.slackTone(at: rest),
                let toned = catalog.applying([tone], to: base), database.sequence(for: toned) != nil
            {
                emoji = toned
                rest = rest.dropFirst(length)
            }
            output += emoji
        }
        output += rest
        return output
    }

    /// Replaces every emoji in `text` that has a shortcode by `:shortcode:`; other text stays.
    public func demojize(_ text: String) -> String {
        var output = ""
        for character in text {
            output += shortcodeText(for: character) ?? String(character)
        }
        return output
    }

    private func shortcodeText(for character: Character) -> String? {
        let scalars = character.unicodeScalars
        let looksLikeEmoji = scalars.count > 1 || scalars.contains { $0.properties.isEmojiPresentation }
        guard looksLikeEmoji, let sequence = database.sequence(for: String(character)) else { return nil }
        if let code = catalog.shortcodes(of: sequence).first { return ":\(code):" }
        if case .toned(let toned) = sequence {
            let tones = catalog.tones(of: toned)
            let base = catalog.base(of: toned)
            if tones.count == 1, catalog.toneCapability(base) == .single,
                let code = catalog.shortcodes(of: .base(base)).first
            {
                return ":\(code)::skin-tone-\(Int(tones[0].rawValue) + 1):"
            }
        }
        return nil
    }

    private static func isShortcodeCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "+"
    }

    /// A Slack skin-tone suffix (`:skin-tone-2:` … `:skin-tone-6:`) at the start of `text`.
    private static func slackTone(at text: Substring) -> (SkinTone, Int)? {
        let prefix = ":skin-tone-"
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let digit = rest.first?.wholeNumberValue, rest.dropFirst().first == ":",
            let tone = SkinTone(rawValue: UInt8(clamping: digit - 1)), digit >= 2
        else { return nil }
        return (tone, prefix.count + 2)
    }
}

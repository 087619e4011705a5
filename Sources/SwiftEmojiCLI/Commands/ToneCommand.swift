import ArgumentParser
import EmojiKit

/// `swift-emoji tone`: apply skin tones.
struct ToneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tone",
        abstract: "Apply skin tones: light, medium-light, medium, medium-dark, dark.",
        discussion: """
            Multi-person emoji take one tone (everyone) or one per person: \
            `swift-emoji tone 🧑‍🤝‍🧑 light dark`. With --batch, read lines 'EMOJI<TAB>TONE[ TONE2]'.
            """
    )

    @Flag(help: "Read 'EMOJI<TAB>TONE[ TONE2]' lines from standard input; print one result per line.")
    var batch = false

    @Argument(help: "The emoji, then one or two tones.")
    var arguments: [String] = []

    func validate() throws {
        if batch, !arguments.isEmpty {
            throw ValidationError(UIText.localized("--batch reads from standard input; give no arguments"))
        }
        if !batch, !(2...3).contains(arguments.count) {
            throw ValidationError(UIText.localized("give an EMOJI and one or two TONEs"))
        }
    }

    func run() throws {
        let database = try LanguageOptions.database()
        guard batch else {
            Output.line(try Self.apply(arguments[0], tones: Array(arguments.dropFirst()), database: database))
            return
        }
        var failures = 0
        while let line = Output.readInputLine() {
            let fields = line.split(separator: "\t", maxSplits: 1)
            do {
                guard fields.count == 2 else { throw CLIError("expected 'EMOJI<TAB>TONE[ TONE2]'") }
                let tones = fields[1].split(separator: " ").map(String.init)
                Output.line(try Self.apply(String(fields[0]), tones: tones, database: database))
            } catch {
                // Keep one output line per input line; report the problem on stderr.
                failures += 1
                Output.line("")
                printError("line '\(line)': \(error)")
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }

    static func apply(_ emoji: String, tones toneNames: [String], database: EmojiDatabase) throws -> String {
        let catalog = database.catalog
        let tones = try toneNames.map { name in
            guard let tone = SkinTone(name: name) else {
                throw CLIError(
                    UIText.localized(
                        "unknown tone '{tone}'; use light, medium-light, medium, medium-dark or dark", ["tone": name]))
            }
            return tone
        }
        let base = catalog.baseEmoji(of: try InfoCommand.resolve(emoji, in: database))
        let capability = catalog.toneCapability(base)
        guard capability != .none else {
            throw CLIError(UIText.localized("{emoji} takes no skin tone", ["emoji": catalog.string(base)]))
        }
        guard tones.count == 1 || tones.count == capability.personCount else {
            let emoji = catalog.string(base)
            throw CLIError(
                capability.personCount > 1
                    ? UIText.localized(
                        "{emoji} takes one tone or {count}", ["emoji": emoji, "count": String(capability.personCount)])
                    : UIText.localized("{emoji} takes one tone", ["emoji": emoji]))
        }
        guard let result = catalog.applying(tones, to: base), database.sequence(for: result) != nil else {
            throw CLIError(
                UIText.localized(
                    "{emoji} has no fully-qualified form with those tones", ["emoji": catalog.string(base)]))
        }
        return result
    }
}

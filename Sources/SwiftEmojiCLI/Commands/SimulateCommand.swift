import ArgumentParser
import EmojiInput
import EmojiKit

/// `swift-emoji simulate`: drive the input engine with key names, without a desktop.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Type keys into the input engine and print what it commits and shows, as JSON.",
        discussion: """
            Keys are X keysym names: any name of keysymdef.h and XF86keysym.h (c, space, Return, \
            Page_Down, ISO_Left_Tab, Cyrillic_a, udiaeresis, kana_A, dead_acute, XF86AudioMute), one \
            character (ж), or a Unicode keysym (U20AC). A key types the character IBus would give it \
            (Cyrillic_ka Cyrillic_o Cyrillic_te types "кот"). Chords join names with '+' \
            (Control+Page_Down); bare modifiers (Shift_L, Control_L, Hyper_L) are taps. Prints one \
            JSON object: commits, handled (one per key), and final (preedit, aux, rows, focus, page, \
            pages, category). Without --state-dir the state starts empty and no file is touched.
            """
    )

    @OptionGroup var language: LanguageOptions

    @Option(name: .customLong("state-dir"), help: "Read and write usage and tones in this directory.")
    var stateDirectory: String?

    @Option(help: "Candidate layout: grid (7×4) or list.")
    var layout: String = "grid"

    @Option(name: .customLong("default-tone"), help: "Tone for emoji with no remembered tone (light … dark).")
    var defaultTone: String?

    @Option(help: "emoji (every key goes to the query) or inline (keys type as usual, ':' opens the grid).")
    var mode: EngineSettings.InputMode = .emoji

    @OptionGroup var versions: VersionFilterOptions

    @Flag(help: "Read key names from standard input (separated by spaces or new lines).")
    var stdin = false

    @Argument(help: "Key names.")
    var keys: [String] = []

    func validate() throws {
        if stdin, !keys.isEmpty {
            throw ValidationError(UIText.localized("--stdin reads keys from standard input; give no KEY"))
        }
        if EngineSettings.Layout(rawValue: layout) == nil {
            throw ValidationError(UIText.localized("--layout takes grid or list"))
        }
        if let defaultTone, SkinTone(name: defaultTone) == nil {
            throw ValidationError(UIText.localized("unknown tone '{tone}'", ["tone": defaultTone]))
        }
        _ = try versions.filter
    }

    func run() throws {
        let database = try LanguageOptions.database()
        var settings = EngineSettings()
        if let tags = language.languages { settings.languages = tags }
        settings.layout = EngineSettings.Layout(rawValue: layout) ?? .grid
        settings.defaultTone = defaultTone.flatMap(SkinTone.init(name:))
        settings.mode = mode
        settings.versionFilter = try versions.filter
        for tag in settings.languages where database.languageMatcher.match(tag) == nil && language.languages != nil {
            throw CLIError(UIText.localized("no emoji names for language '{language}'", ["language": tag]))
        }
        let store = stateDirectory.map { UserStateStore(directory: $0) } ?? .inMemory()
        let service = EmojiInputService(database: database, settings: settings, store: store)
        service.update(drawable: try versions.drawable(catalog: database.catalog))
        let engine = service.makeEngine()
        let script: KeyScript
        do {
            if stdin {
                var text = ""
                while let line = Output.readInputLine() { text += line + "\n" }
                script = try KeyScript(text: text)
            } else {
                script = try KeyScript(keys)
            }
        } catch {
            throw CLIError(error.description)
        }
        let result = Simulation(running: script, on: engine)
        store.flush()
        Output.line(try Output.json(result))
    }
}

extension EngineSettings.InputMode: ExpressibleByArgument {}

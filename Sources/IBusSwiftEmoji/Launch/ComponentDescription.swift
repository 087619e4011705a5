import CIBus
import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// The IBus component and engine description of Swift Emoji.
enum ComponentDescription {
    static let componentName = "org.freedesktop.IBus.SwiftEmoji"
    static let engineName = "swift-emoji"
    static let longName = "Swift Emoji"
    static let version = SwiftEmojiVersion.current

    /// The engine binary, as the component's `exec` (with `--ibus`).
    static var executable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "ibus-engine-swift-emoji" }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The preferences window, installed beside the engine: the engine's `<setup>`, which GNOME
    /// Settings' gear and ibus-setup's Preferences button run.
    static var setup: String {
        String(executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
            + "/swift-emoji-setup"
    }

    /// The icon installed with the data.
    static var icon: String { DataLocation.compiledDirectory + "/icons/swift-emoji.svg" }

    /// A new (floating) component holding the engine description.
    static func makeComponent() -> UnsafeMutablePointer<IBusComponent> {
        let component = ibus_component_new(
            componentName,
            UIText.translatedElsewhere("Emoji input method: type keywords in your languages, pick emoji from a grid"),
            version, "MIT", "The Swift Emoji authors", "https://github.com/swift-emoji/swift-emoji",
            executable + " --ibus", "swift-emoji")!
        let engine = swift_emoji_engine_desc_new(
            engineName, longName,
            // TRANSLATORS: the engine's description in the lists of input sources.
            UIText.translatedElsewhere(
                "Type keywords in your languages and pick emoji from a 7×4 grid; Shift tap for skin tones"),
            "other", "MIT", "The Swift Emoji authors", icon, "default", "😀", 0, version, "swift-emoji", setup)!
        ibus_component_add_engine(component, engine)
        return component
    }

    /// The `<engines>` XML, as `--xml` prints it.
    static func enginesXML() -> String {
        let component = makeComponent()
        g_object_ref_sink(component)
        defer { g_object_unref(component) }
        let output = g_string_new(nil)!
        defer { g_string_free(output, 1) }
        ibus_component_output_engines(component, output, 0)
        return String(cString: output.pointee.str)
    }
}

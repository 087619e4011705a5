import CGettext
import CSwiftEmojiPaths

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The user interface's words in the user's language, through gettext.
///
/// The English text is the key (gettext's msgid). Translations are `po/LANG.po`, which `make`
/// compiles into `LOCALEDIR/LANG/LC_MESSAGES/swift-emoji.mo`; `scripts/update-translations`
/// finds the strings in the sources by the names of these functions. The language comes from the
/// environment as for any gettext program (`LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`).
/// Values are named in braces (`No emoji for “{query}”`), so a translation may put them anywhere.
public enum UIText {
    /// The gettext domain, also the IBus component's `textdomain`.
    public static let domain = "swift-emoji"
    /// The environment variable naming the catalogs' directory (development and tests).
    public static let directoryVariable = "SWIFT_EMOJI_LOCALE_DIR"

    /// The catalogs' directory: `SWIFT_EMOJI_LOCALE_DIR`, else the one compiled in.
    public static var directory: String {
        if let override = getenv(directoryVariable), override.pointee != 0 { return String(cString: override) }
        return String(cString: swift_emoji_compiled_localedir())
    }

    /// Takes the user's language from the environment and opens the catalogs.
    ///
    /// Each program calls it once as it starts, before other threads run (setlocale is not
    /// thread-safe).
    ///
    /// When the user's locale is not installed (a minimal system), the language is still taken
    /// from its name: gettext would otherwise fall back to English.
    public static func activate() {
        if setlocale(LC_MESSAGES, "") == nil {
            _ = setlocale(LC_MESSAGES, "C.UTF-8")
            let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
            let language = variables.lazy.compactMap { name in getenv(name).map { String(cString: $0) } }
                .first { !$0.isEmpty }
            if let language, getenv("LANGUAGE") == nil {
                _ = setenv("LANGUAGE", String(language.prefix { $0 != "." && $0 != "@" }), 0)
            }
        }
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// `english` in the user's language, with each `{name}` replaced by its value.
    public static func localized(_ english: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        // gettext returns its argument when there is no translation: read it while it lives.
        filled(english.withCString { String(cString: dgettext(domain, $0)) }, values)
    }

    /// The singular or plural form for `count` in the user's language (languages have up to four
    /// forms); `{count}` is replaced by the number, each `{name}` by its value.
    public static func localizedPlural(
        _ singular: String, _ plural: String, count: Int, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        let text = singular.withCString { one in
            plural.withCString { many in String(cString: dngettext(domain, one, many, UInt(max(0, count)))) }
        }
        return filled(text, values, count: count)
    }

    /// English text that something else translates through ``domain`` (the IBus panel translates
    /// the engine's description): marked for the catalogs, returned unchanged.
    public static func translatedElsewhere(_ english: String) -> String { english }

    /// `text` with each `{name}` replaced by its value.
    ///
    /// One pass: a value is never read again for names (a query may hold braces). `{count}`
    /// takes `count` when given.
    private static func filled(_ text: String, _ values: KeyValuePairs<String, String>, count: Int? = nil) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if name == "count", let count {
                result += String(count)
            } else if let value = values.first(where: { $0.key == name })?.value {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

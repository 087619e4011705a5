import Foundation

/// The translations of `po/`, compiled with msgfmt for the programs under test.
///
/// The directory is laid out as an installed LOCALEDIR (`LANG/LC_MESSAGES/swift-emoji.mo`);
/// point `SWIFT_EMOJI_LOCALE_DIR` at ``path``. The tests read the expected words from the `.po` files themselves (``translation(of:language:)``),
/// independently of gettext.
public final class CompiledTranslations {
    /// The directory holding the compiled catalogs.
    public let path: String
    /// The languages of `po/LINGUAS`.
    public let languages: [String]
    private let scratch: TemporaryDirectory

    /// Compiles every language of `po/LINGUAS`.
    public init() throws {
        let scratch = TemporaryDirectory(prefix: "swift-emoji-locale")
        let linguas = try String(contentsOfFile: Self.directory + "/LINGUAS", encoding: .utf8)
        languages = linguas.split(whereSeparator: \.isWhitespace).map(String.init)
        for language in languages {
            let directory = "\(scratch.path)/\(language)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let result = try ChildProcess.run(
                "/usr/bin/msgfmt", ["-o", directory + "/swift-emoji.mo", "\(Self.directory)/\(language).po"],
                environment: [:])
            guard result.status == 0 else { throw TestSupportError("msgfmt \(language).po failed: \(result.stderr)") }
        }
        self.scratch = scratch
        path = scratch.path
    }

    /// The environment that shows the user interface in `language` (a gettext language such as
    /// `de` or `zh_TW`), whether or not its locale is installed.
    public func environment(language: String) -> [String: String] {
        ["SWIFT_EMOJI_LOCALE_DIR": path, "LANGUAGE": language, "LANG": "C.UTF-8"]
    }

    /// The translation of `msgid` in `po/LANG.po` (the first form of a plural), as written there.
    public static func translation(of msgid: String, language: String) throws -> String {
        let lines = try String(contentsOfFile: "\(directory)/\(language).po", encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var field = ""
        var id = ""
        var translations: [String: String] = [:]
        for line in lines where line.hasPrefix("\"") || line.hasPrefix("msg") {
            let keyword = line.hasPrefix("\"") ? field : String(line.prefix { $0 != " " })
            let text = try unquoted(line.hasPrefix("\"") ? line : String(line.drop { $0 != " " }.dropFirst()))
            if keyword == "msgid" {
                id = line.hasPrefix("\"") ? id + text : text
            } else if keyword == "msgstr" || keyword == "msgstr[0]" {
                translations[id, default: ""] += text
            }
            field = keyword
        }
        guard let found = translations[msgid], !found.isEmpty else {
            throw TestSupportError("po/\(language).po has no translation of \"\(msgid)\"")
        }
        return found
    }

    private static let directory = Repository.root + "/po"

    /// A PO string literal's text.
    private static func unquoted(_ literal: String) throws -> String {
        let data = Data(literal.utf8)
        guard let text = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String else {
            throw TestSupportError("not a PO string: \(literal)")
        }
        return text
    }
}

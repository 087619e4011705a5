import Foundation

/// A fontconfig configuration, in a temporary directory, that offers only the fonts the test
/// puts in it: for tests of what "auto" decides with no emoji font, an older one, or a new one.
///
/// Point `FONTCONFIG_FILE` at ``file`` (for a child process) or load it with
/// `FontconfigConfiguration(file:)`. Fonts are linked, not copied; fontconfig's cache for them
/// stays inside the directory.
public final class PrivateFontConfiguration {
    /// Debian's Noto Color Emoji (`fonts-noto-color-emoji`).
    public static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// Symbola 9.17 (`fonts-symbola`): a monochrome font of Unicode 9, covering Emoji 5.0, without
    /// ligatures.
    public static let symbola = "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"
    /// DejaVu Sans (`fonts-dejavu-core`): a text font with a few hundred symbols.
    public static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The temporary directory holding everything.
    public let directory: String
    /// The configuration file.
    public var file: String { directory + "/fonts.conf" }
    private var fontDirectory: String { directory + "/fonts" }

    /// A configuration offering `fonts` (paths of installed font files).
    public init(fonts: [String]) throws {
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent("swift-emoji-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: fontDirectory, withIntermediateDirectories: true)
        let configuration = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(fontDirectory)</dir>
              <cachedir>\(directory)/cache</cachedir>
            </fontconfig>

            """
        try configuration.write(toFile: file, atomically: true, encoding: .utf8)
        for font in fonts { try add(font) }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Installs one more font, as a user installing a font package would.
    public func add(_ font: String) throws {
        guard FileManager.default.fileExists(atPath: font) else {
            throw MissingFont(path: font)
        }
        let name = (font as NSString).lastPathComponent
        try FileManager.default.createSymbolicLink(atPath: fontDirectory + "/" + name, withDestinationPath: font)
    }

    /// The environment for a child process that should see only these fonts.
    public var environment: [String: String] { ["FONTCONFIG_FILE": file] }
}

/// A font the tests need is not installed (`make test` installs it).
public struct MissingFont: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
        "\(path) is missing; install fonts-noto-color-emoji, fonts-symbola and fonts-dejavu-core (make test-deps)"
    }
}

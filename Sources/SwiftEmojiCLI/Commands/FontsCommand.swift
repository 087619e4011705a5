import ArgumentParser
import EmojiFonts
import EmojiKit

/// `swift-emoji fonts`: what `--max-version auto` (and the input method's `auto` filter) decides
/// from the installed fonts, and why.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the emoji font, the Emoji version it supports and which emoji it can draw.",
        discussion: """
            Asks fontconfig for the 'emoji' family and its fallbacks. Single code points are kept \
            when a font covers them; sequences when all their code points are covered and their \
            Emoji version is at most the fonts' version: the newest release whose new code points \
            are (at least 90%) covered, walking up from the oldest. FONTCONFIG_FILE selects \
            another configuration.
            """
    )

    @Flag(help: "Also list the emoji left out.")
    var hidden = false

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        struct Font: Encodable {
            let family: String
            let file: String
            let revision: String?
            let color: Bool
        }
        struct Release: Encodable {
            let version: String
            let introduced: Int
            let covered: Int
            let supported: Bool
        }
        struct Counts: Encodable {
            let base: Int
            let toned: Int
        }
        let fonts: [Font]
        let fontVersion: String?
        let drawable: Counts
        let total: Counts
        let releases: [Release]
        let hidden: [String]?
    }

    func run() throws {
        let catalog = try LanguageOptions.database().catalog
        let fonts: EmojiFontReport
        do {
            fonts = try FontconfigConfiguration().emojiFonts(catalog: catalog)
        } catch {
            throw CLIError(error.description)
        }
        let report = Self.report(fonts, catalog: catalog, listingHidden: hidden)
        if json {
            Output.line(try Output.json(report))
        } else {
            Self.printText(report)
        }
    }

    static func report(_ fonts: EmojiFontReport, catalog: EmojiCatalog, listingHidden: Bool) -> Report {
        let drawable = fonts.drawable
        let counts = drawable.availability.counts(in: catalog)
        let hidden = catalog.allEmoji.filter { !drawable.availability.contains($0) }
        return Report(
            fonts: fonts.fonts.map {
                .init(family: $0.family, file: $0.file, revision: $0.revision, color: $0.isColor)
            },
            fontVersion: drawable.fontVersion?.description,
            drawable: .init(base: counts.base, toned: counts.toned),
            total: .init(base: catalog.count, toned: catalog.tonedCount),
            releases: drawable.releases.map {
                .init(
                    version: $0.version.description, introduced: $0.introduced, covered: $0.covered,
                    supported: $0.isSupported)
            },
            hidden: listingHidden ? hidden.map { catalog.string($0) } : nil)
    }

    private static func printText(_ report: Report) {
        if let font = report.fonts.first {
            let revision = font.revision.map { " \($0)" } ?? ""
            Output.line("Emoji font: \(font.family)\(revision)\(font.color ? " (colour)" : "") — \(font.file)")
            if report.fonts.count > 1 {
                Output.line("Fallbacks:  \(report.fonts.dropFirst().map(\.family).joined(separator: ", "))")
            }
        } else {
            Output.line("Emoji font: none (fontconfig offers no font)")
        }
        Output.line("Emoji version: \(report.fontVersion ?? "none (sequences are left out)")")
        Output.line(
            "Drawable: \(report.drawable.base) of \(report.total.base) emoji, \(report.drawable.toned) of \(report.total.toned) skin-toned"
        )
        Output.line("")
        Output.line("release\tnew code points\tcovered\tsupported")
        for release in report.releases {
            Output.line(
                "\(release.version)\t\(release.introduced)\t\(release.covered)\t\(release.supported ? "yes" : "no")")
        }
        if let hidden = report.hidden {
            Output.line("")
            Output.line("Left out: \(hidden.joined(separator: " "))")
        }
    }
}

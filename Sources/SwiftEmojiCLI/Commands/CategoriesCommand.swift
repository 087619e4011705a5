import ArgumentParser
import EmojiKit

/// `swift-emoji categories`: the browsable groups with localized names and counts.
struct CategoriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "List emoji categories with localized names and emoji counts."
    )

    @OptionGroup var language: LanguageOptions

    @Flag(help: "Print JSON.")
    var json = false

    struct Category: Encodable {
        let name: String
        let unicodeName: String
        let count: Int
    }

    func run() throws {
        let data = try language.open()
        let catalog = data.catalog
        var counts: [EmojiGroupID: Int] = [:]
        for id in catalog.allEmoji { counts[catalog.group(id), default: 0] += 1 }
        let categories = catalog.browsableGroups.map {
            Category(name: data.names.label($0), unicodeName: catalog.englishName(of: $0), count: counts[$0] ?? 0)
        }
        if json {
            Output.line(try Output.json(categories))
        } else {
            for category in categories { Output.line("\(category.name)\t\(category.count)") }
        }
    }
}

import ArgumentParser
import EmojiKit

/// `--lang`, shared by every command that shows names.
struct LanguageOptions: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "Languages, most preferred first, comma-separated (e.g. de,en); 'all' for every locale.",
            discussion: "Default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, plus English."),
        transform: { $0.split(separator: ",").map { String($0).trimmingCharacters(in: " ") } })
    var languages: [String]?

    /// Opens the index and loads the requested languages.
    func open() throws -> LoadedData {
        let database = try Self.database()
        let tags = languages ?? LanguagePreferences.fromEnvironment()
        let locales: [LocaleAnnotations]
        if tags == ["all"] {
            locales = try database.allLanguages()
        } else if languages == nil {
            // From the environment: skip languages without data rather than failing.
            locales = try tags.compactMap { tag in
                try database.languageMatcher.match(tag).map { try database.annotations(locale: $0) }
            }
        } else {
            do {
                locales = try database.languages(tags)
            } catch let error as LanguageError {
                throw CLIError(
                    UIText.localized(
                        "{problem}; available: {languages}",
                        ["problem": "\(error)", "languages": database.availableLocales.joined(separator: " ")]))
            }
        }
        return LoadedData(database: database, languages: locales)
    }

    static func database() throws -> EmojiDatabase {
        do {
            return try DataLocation.openDatabase()
        } catch {
            throw CLIError(error.description)
        }
    }
}

/// The index with the user's languages loaded.
struct LoadedData {
    let database: EmojiDatabase
    let languages: [LocaleAnnotations]

    var catalog: EmojiCatalog { database.catalog }
    var names: LocalizedNames { LocalizedNames(catalog: database.catalog, languages: languages) }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}

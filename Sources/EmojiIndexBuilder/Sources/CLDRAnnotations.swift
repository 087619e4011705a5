import Foundation

/// CLDR annotations and derived annotations (cldr-json form), one file per locale.
struct CLDRAnnotations {
    /// One emoji's annotation in one locale; either part may be inherited.
    struct Annotation: Equatable {
        var name: String?
        var keywords: [String]?
        /// Whether the name comes from a CLDR release to come, not a released one (see ``ProvisionalNames``).
        var isProvisional = false
    }

    /// Each locale's own data (not resolved), keyed by emoji text without U+FE0F.
    fileprivate(set) var locales: [String: [String: Annotation]] = [:]

    /// Reads every `<locale>.json` of both directories.
    init(annotationsDirectory: String, derivedDirectory: String) throws {
        for (directory, rootKey) in [(annotationsDirectory, "annotations"), (derivedDirectory, "annotationsDerived")] {
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
                .sorted()
            guard !files.isEmpty else { throw SourceError.missing(path: directory + "/*.json") }
            for file in files {
                let locale = String(file.dropLast(".json".count))
                let path = directory + "/" + file
                let parsed = try Self.read(path: path, rootKey: rootKey)
                // Annotations win over derived annotations for the same emoji.
                locales[locale, default: [:]].merge(parsed) { existing, _ in existing }
            }
        }
        locales = locales.mapValues(Self.unmixingLookAlikes)
    }

    /// A locale's annotations with the letters of other scripts that CLDR writes for look-alikes of its own made its own
    /// (``LookAlikeLetters``; `хoтeл` → хотел in Serbian).
    static func unmixingLookAlikes(_ annotations: [String: Annotation]) -> [String: Annotation] {
        let phrases = annotations.values.lazy.flatMap { [$0.name].compactMap { $0 } + ($0.keywords ?? []) }
        guard let script = LookAlikeLetters.script(of: phrases) else { return annotations }
        return annotations.mapValues { annotation in
            var unmixed = annotation
            unmixed.name = annotation.name.map { LookAlikeLetters.unmixed($0, script: script) }
            unmixed.keywords = annotation.keywords?.map { LookAlikeLetters.unmixed($0, script: script) }
            return unmixed
        }
    }

    /// Annotations given as they are (for tests).
    init(locales: [String: [String: Annotation]]) {
        self.locales = locales
    }

    /// The locales with a file, sorted.
    var localeIDs: [String] { locales.keys.sorted() }

    /// The annotations of `locale` with inheritance applied: each part (name, keywords) comes from
    /// the nearest locale in the chain that has it.
    func resolved(_ locale: String) -> [String: Annotation] {
        var result: [String: Annotation] = [:]
        for ancestor in LocaleParents.chain(of: locale) {
            for (key, annotation) in locales[ancestor] ?? [:] {
                var merged = result[key] ?? Annotation()
                if merged.name == nil {
                    merged.name = annotation.name
                    merged.isProvisional = annotation.isProvisional
                }
                if merged.keywords == nil { merged.keywords = annotation.keywords }
                result[key] = merged
            }
        }
        return result
    }

    /// Sets `locale`'s own annotation of the emoji `key` (names that CLDR 48 lacks or renames).
    mutating func set(_ annotation: Annotation, key: String, locale: String) {
        locales[locale, default: [:]][key] = annotation
    }

    /// The emoji keys whose name in `locale`, resolved, is provisional: taken from an ancestor (or the locale) whose
    /// own name is provisional, with no nearer name.
    func provisionalKeys(_ locale: String) -> Set<String> {
        let chain = LocaleParents.chain(of: locale)
        var result = Set<String>()
        for (depth, ancestor) in chain.enumerated() {
            for (key, annotation) in locales[ancestor] ?? [:] where annotation.isProvisional {
                let nearer = chain[..<depth].contains { locales[$0]?[key]?.name != nil }
                if !nearer { result.insert(key) }
            }
        }
        return result
    }

    static func key(_ text: String) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.filter { $0.value != 0xFE0F })
        return String(view)
    }

    private static func read(path: String, rootKey: String) throws -> [String: Annotation] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let body = root[rootKey] as? [String: Any]
        else { throw SourceError.invalid(path: path, "no top-level '\(rootKey)' object") }
        guard let annotations = body["annotations"] as? [String: Any] else { return [:] }
        var result: [String: Annotation] = [:]
        for (emoji, value) in annotations {
            guard let fields = value as? [String: Any] else {
                throw SourceError.invalid(path: path, "annotation of \(emoji) is not an object")
            }
            let name = (fields["tts"] as? [String])?.first
            let keywords = fields["default"] as? [String]
            result[key(emoji)] = Annotation(name: name, keywords: keywords)
        }
        return result
    }
}

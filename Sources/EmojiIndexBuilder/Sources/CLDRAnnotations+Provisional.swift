import EmojiKit

extension CLDRAnnotations {
    /// The emoji whose skin-toned names show a locale's pattern (`{name}: {tone}`): 👋, in every CLDR locale.
    static let toneReference: Unicode.Scalar = "\u{1F44B}"

    /// Adds the names of ``ProvisionalNames`` to the locales of its languages, marked provisional.
    ///
    /// - An emoji CLDR 48 does not name gets the provisional name (English from emoji-test.txt, which has it with its
    ///   punctuation); its skin-toned forms get the locale's own pattern over it (`Daumen nach links: helle
    ///   Hautfarbe`), or the file's name where the pattern does not give the same words.
    /// - An emoji CLDR 48 names alike (the file's `flagge_st._helena` is `Flagge: St. Helena`) keeps CLDR 48's name.
    /// - An emoji CLDR 48 names otherwise is renamed, and its former name stays one of its keywords, so what found
    ///   it still does (only English renames: three flags, as Unicode 18.0's emoji-test.txt does).
    ///
    /// Every language has the file's words; the case the file lost is restored (see ``restoringCase(_:language:)``).
    mutating func addProvisionalNames(_ names: ProvisionalNames, englishNames: [String: String]) {
        for language in names.languages {
            let vocabulary = WordCase(annotations: locales[language] ?? [:])
            var baseNames: [String: String] = [:]
            for row in names.rows where !row.scalars.contains(where: { SkinTone(modifier: $0) != nil }) {
                guard let written = row.names[language] else { continue }
                let name =
                    language == "en"
                    ? englishNames[row.key]
                    : vocabulary.restoringCase(
                        ProvisionalNames.spaced(written), language: language)
                guard let name else { continue }
                baseNames[row.key] = name
                let own = locales[language]?[row.key]
                guard let cldr = own?.name else {
                    set(
                        Annotation(name: name, keywords: own?.keywords, isProvisional: true), key: row.key,
                        locale: language)
                    continue
                }
                if ProvisionalNames.namesAlike(language == "en" ? name : written, cldr) { continue }
                let former = cldr.lastIndex(of: ":").map { String(cldr[cldr.index(after: $0)...].drop { $0 == " " }) }
                let keywords = (own?.keywords ?? []) + [former ?? cldr]
                set(Annotation(name: name, keywords: keywords, isProvisional: true), key: row.key, locale: language)
            }
            for row in names.rows {
                guard let tone = row.scalars.lazy.compactMap(SkinTone.init(modifier:)).first,
                    let written = row.names[language], locales[language]?[row.key]?.name == nil
                else { continue }
                let baseKey = CLDRAnnotations.key(
                    String(String.UnicodeScalarView(row.scalars.filter { SkinTone(modifier: $0) == nil })))
                let derived = baseNames[baseKey].flatMap { tonedName(base: $0, tone: tone, locale: language) }
                let name: String
                if language == "en", let english = englishNames[row.key] {
                    name = english
                } else if let derived, ProvisionalNames.namesAlike(written, derived) {
                    name = derived
                } else {
                    name = vocabulary.restoringCase(ProvisionalNames.spaced(written), language: language)
                }
                set(Annotation(name: name, isProvisional: true), key: row.key, locale: language)
            }
        }
    }

    /// The name of `base` with `tone` as `locale` names toned emoji, from its names of 👋 and 👋 with that tone.
    func tonedName(base: String, tone: SkinTone, locale: String) -> String? {
        let reference = String(Self.toneReference)
        let toneNames = SkinTone.allCases.map { resolvedName(String($0.modifier), locale: locale) }
        guard let referenceName = resolvedName(reference, locale: locale),
            let referenceToned = resolvedName(reference + String(tone.modifier), locale: locale)
        else { return nil }
        let pattern = LocaleSectionBuilder.pattern(referenceToned, baseName: referenceName, toneNames: toneNames)
        guard pattern.unicodeScalars.contains("\u{1}") else { return nil }
        var result = ""
        for scalar in pattern.unicodeScalars {
            switch scalar.value {
            case 0x01: result += base
            case 0x02...0x06:
                guard let name = toneNames[Int(scalar.value) - 2] else { return nil }
                result += name
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The name of `key` in `locale` or its nearest ancestor that has one.
    private func resolvedName(_ key: String, locale: String) -> String? {
        LocaleParents.chain(of: locale).lazy.compactMap { self.locales[$0]?[key]?.name }.first
    }
}

/// How a locale's CLDR names and keywords write each word, to give back the case a lower-cased source lost.
struct WordCase {
    /// Each word's forms as written, by lower-cased word, with how often each occurs.
    private var forms: [String: [String: Int]] = [:]

    /// The words of `annotations`' names and keywords.
    init(annotations: [String: CLDRAnnotations.Annotation]) {
        for annotation in annotations.values {
            for text in [annotation.name].compactMap({ $0 }) + (annotation.keywords ?? []) {
                for word in text.split(whereSeparator: \.isWhitespace) {
                    let trimmed = word.trimmingCharacters(in: ":,")
                    guard !trimmed.isEmpty else { continue }
                    forms[trimmed.lowercased(), default: [:]][trimmed, default: 0] += 1
                }
            }
        }
    }

    /// `name` with each word in the case the locale writes it: as it is when the locale writes it so (or never), else
    /// in the locale's most frequent form (`gurke` → `Gurke`).
    ///
    /// German writes every noun with a capital, and a German name of one word is a noun: one the locale never wrote
    /// gets a capital too (`leuchtturm` → `Leuchtturm`).
    func restoringCase(_ name: String, language: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return words.map { word in
            guard let known = forms[word.lowercased()] else {
                guard language == "de", words.count == 1, let first = word.first else { return word }
                return first.uppercased() + word.dropFirst()
            }
            if known[word] != nil { return word }
            return known.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
        }.joined(separator: " ")
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}

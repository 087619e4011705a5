/// The dictionary forms of a Japanese verb or adjective typed in romaji in another form, which no Snowball stemmer
/// knows.
///
/// A verb's noun form (`oyogi` 泳ぎ → oyogu, `nemuri` → nemuru), its polite, wishing, negative, past and te
/// forms (`nemurimasu`, `nemuritai`, `nemuranai`, `oyoida`, `tabete`), and an adjective's adverb, past and noun forms
/// (`ureshiku`, `ureshikatta`, `kanashisa` → kanashii). CLDR's Japanese words are mostly dictionary forms (笑う, 泳ぐ,
/// 眠る, 嬉しい), so these find them, ranked as inflections.
///
/// The forms are guesses from the endings alone (`katte` may be kau, katsu or karu); the readings decide which is a
/// word. Only Hepburn and wāpuro spellings of lower-case ASCII letters are read.
enum JapaneseInflection {
    /// Words shorter than this are not read as inflected (a prefix being typed).
    static let minimumLength = 4
    /// Forms tried at most per word.
    static let maximumForms = 4

    /// The dictionary forms `word` may be a form of, most likely first; empty when none.
    static func baseForms(of word: String) -> [String] {
        guard word.utf8.count >= minimumLength, word.utf8.allSatisfy(LatinBytes.isLetter) else { return [] }
        var forms: [String] = []
        func add(_ candidates: [String]) {
            for form in candidates where form != word && form.count >= 3 && !forms.contains(form) {
                forms.append(form)
            }
        }
        for (ending, stemsOf) in endings {
            guard word.hasSuffix(ending), word.count > ending.count + 1 else { continue }
            add(stemsOf(String(word.dropLast(ending.count))))
        }
        add(verbs(fromStem: word))
        return Array(forms.prefix(maximumForms))
    }

    /// Endings, longest first within each kind, with the dictionary forms of what stands before them.
    private static let endings: [(String, @Sendable (String) -> [String])] = [
        // Polite and wishing forms follow the verb's stem (nemuri-masu, tabe-tai).
        ("mashita", verbs(fromStem:)), ("masen", verbs(fromStem:)), ("masu", verbs(fromStem:)),
        ("takatta", verbs(fromStem:)), ("tai", verbs(fromStem:)),
        // Adjectives: ureshi-katta, ureshi-kute, ureshi-ku, kanashi-sa → ureshii, kanashii.
        ("kunai", adjectives), ("katta", adjectives), ("kute", adjectives), ("ku", adjectives), ("sa", adjectives),
        // Negative forms follow the a-stem (nemura-nai → nemuru; tabe-nai → taberu).
        ("nakatta", negatives), ("nai", negatives),
        // Te and past forms, with the sound changes before them.
        ("shite", { [$0 + "su"] }), ("shita", { [$0 + "su"] }),
        ("tte", { [$0 + "u", $0 + "tsu", $0 + "ru"] }), ("tta", { [$0 + "u", $0 + "tsu", $0 + "ru"] }),
        ("nde", { [$0 + "mu", $0 + "bu", $0 + "nu"] }), ("nda", { [$0 + "mu", $0 + "bu", $0 + "nu"] }),
        ("ite", { [$0 + "ku"] }), ("ita", { [$0 + "ku"] }), ("ide", { [$0 + "gu"] }), ("ida", { [$0 + "gu"] }),
        ("te", { [$0 + "ru"] }), ("ta", { [$0 + "ru"] }),
    ]

    /// A verb's stem (its noun form) to the dictionary forms: shi → su, chi → tsu, ki → ku, a vowel and i → the
    /// vowel and u (kai → kau); a stem ending in e or i also as an ichidan verb (tabe → taberu, oki → okiru).
    private static func verbs(fromStem stem: String) -> [String] {
        var result: [String] = []
        if stem.hasSuffix("shi") { result.append(stem.dropLast(3) + "su") }
        if stem.hasSuffix("chi") { result.append(stem.dropLast(3) + "tsu") }
        if let last = stem.last, last == "i", stem.count >= 2 {
            let before = stem[stem.index(stem.endIndex, offsetBy: -2)]
            if "kgnbmr".contains(before) || "aiueo".contains(before) { result.append(stem.dropLast() + "u") }
        }
        if let last = stem.last, last == "e" || last == "i" { result.append(stem + "ru") }
        return result
    }

    /// An adjective's stem of three letters or more to its dictionary form (ureshi → ureshii, haya → hayai; not
    /// na-ku, a verb, nor ka-sa, umbrella).
    private static func adjectives(_ stem: String) -> [String] {
        guard stem.count >= 3, let last = stem.last, "aiuo".contains(last) else { return [] }
        return [stem + "i"]
    }

    /// A verb's a-stem (before nai) to the dictionary forms: ka → ku, wa → u (kawa-nai → kau); any stem ending in e
    /// or i as an ichidan verb (tabe-nai → taberu).
    private static func negatives(_ stem: String) -> [String] {
        var result: [String] = []
        if stem.hasSuffix("wa") {
            result.append(stem.dropLast(2) + "u")
        } else if stem.hasSuffix("ta") {
            result.append(stem.dropLast(2) + "tsu")
        } else if stem.hasSuffix("sa") {
            result.append(stem.dropLast(2) + "su")
        } else if let last = stem.last, last == "a", stem.count >= 2,
            "kgnbmr".contains(stem[stem.index(stem.endIndex, offsetBy: -2)])
        {
            result.append(stem.dropLast() + "u")
        }
        if let last = stem.last, last == "e" || last == "i" { result.append(stem + "ru") }
        return result
    }
}

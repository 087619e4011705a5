import EmojiKit

/// The words of an announcement, in the user interface's language (gettext) around the emoji's
/// name in the user's first language.
///
/// The most useful word comes first, as Orca cuts its speech at the next key: a category the
/// focus moved into, then the name, then the place, then the page.
extension GridAnnouncement {
    /// The text to speak.
    public var text: String {
        switch self {
        case .focus(let name, let place, let page, let category):
            var parts: [String] = []
            if let category { parts.append(category) }
            parts.append(name)
            parts.append(Self.spoken(place))
            if let page { parts.append(Self.spoken(page: page)) }
            return Self.joined(parts)
        case .tone(let name, let toned):
            return toned ? name : Self.joined([name, SkinTone.noToneName])
        case .nothingFound:
            // TRANSLATORS: spoken to screen-reader users when the typed query finds no emoji.
            return UIText.localized("Nothing found")
        case .emptyCategory(let category):
            return Self.joined([category, UIText.localized("no emoji")])
        case .inserted(let name):
            // TRANSLATORS: spoken to screen-reader users after an emoji went into the text; {name} is its name.
            return UIText.localized("{name} inserted", ["name": name])
        }
    }

    /// "3 of 28": the focused emoji's place on the page.
    private static func spoken(_ place: Place) -> String {
        // TRANSLATORS: spoken to screen-reader users: the focused emoji is the {index}th of the page's {count}.
        UIText.localized("{index} of {count}", ["index": "\(place.index)", "count": "\(place.count)"])
    }

    /// "page 2 of 5": the page, when it changed.
    private static func spoken(page: Place) -> String {
        // TRANSLATORS: spoken to screen-reader users when the grid's page changes.
        UIText.localized("page {page} of {pages}", ["page": "\(page.index)", "pages": "\(page.count)"])
    }

    /// Parts as one utterance; the comma makes a screen reader pause between them.
    private static func joined(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

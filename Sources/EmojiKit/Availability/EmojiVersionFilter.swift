/// The user's choice of which emoji to offer, as written in settings and on the command line:
/// `auto` (what the installed fonts can draw), `all`, or an Emoji version such as `15.1`.
public enum EmojiVersionFilter: Hashable, Sendable, CustomStringConvertible {
    /// Offer what the fonts can draw (``DrawableEmoji``); everything while that is not known.
    case auto
    /// Offer every emoji.
    case all
    /// Offer emoji of this version and older.
    case upTo(EmojiVersion)

    /// Parses `auto`, `all` or a version (`15.1`, `E15.1`); `nil` for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "auto": self = .auto
        case "all": self = .all
        default:
            guard let version = EmojiVersion(text) else { return nil }
            self = .upTo(version)
        }
    }

    /// The setting's text: `auto`, `all` or the version.
    public var description: String {
        switch self {
        case .auto: "auto"
        case .all: "all"
        case .upTo(let version): version.description
        }
    }

    /// The emoji offered under this filter; `drawable` answers `auto` (all emoji when `nil`).
    public func availability(catalog: EmojiCatalog, drawable: DrawableEmoji?) -> EmojiAvailability {
        switch self {
        case .all: .all
        case .upTo(let version): EmojiAvailability(maxVersion: version, catalog: catalog)
        case .auto: drawable?.availability ?? .all
        }
    }
}

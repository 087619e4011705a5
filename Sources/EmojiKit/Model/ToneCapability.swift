/// How an emoji takes skin tones.
public enum ToneCapability: Equatable, Sendable {
    /// No skin tone (objects, animals, most smileys).
    case none
    /// One tone, for the one person or body part shown (👋, 🧑‍⚕️).
    case single
    /// Several persons, each with their own tone (🧑‍🤝‍🧑, 💏, 🤝 whose mixed tones are 🫱🏻‍🫲🏼).
    case multiPerson(persons: Int)

    /// How many tones a caller may give: 0, 1, or the number of persons.
    public var personCount: Int {
        switch self {
        case .none: 0
        case .single: 1
        case .multiPerson(let persons): persons
        }
    }

    /// A short name used by the CLI and in JSON: `none`, `single`, `multi-person`.
    public var name: String {
        switch self {
        case .none: "none"
        case .single: "single"
        case .multiPerson: "multi-person"
        }
    }
}

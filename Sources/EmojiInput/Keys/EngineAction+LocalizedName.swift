import EmojiKit

extension EngineAction {
    /// What the action does, in the user's language (the preferences window's key list).
    public var localizedName: String {
        switch self {
        case .commit: UIText.localized("Choose the focused emoji")
        case .moveLeft: UIText.localized("Move left")
        case .moveRight: UIText.localized("Move right")
        case .moveUp: UIText.localized("Move up")
        case .moveDown: UIText.localized("Move down")
        case .previousPage: UIText.localized("Previous page")
        case .nextPage: UIText.localized("Next page")
        case .firstOnPage: UIText.localized("First emoji of the page")
        case .lastOnPage: UIText.localized("Last emoji of the page")
        case .deleteBackward: UIText.localized("Delete the last character")
        case .cancel: UIText.localized("Cancel")
        case .nextCategory: UIText.localized("Next category")
        case .previousCategory: UIText.localized("Previous category")
        case .cycleTone: UIText.localized("Skin tone (tap)")
        case .cycleSecondTone: UIText.localized("Second person’s skin tone (tap)")
        }
    }

    /// Whether the action's keys are modifier taps (a lone Shift), not presses.
    public var isTap: Bool { self == .cycleTone || self == .cycleSecondTone }
}

extension SkinTone {
    /// The tone's name in the user's language (menus, the preferences window).
    public var localizedName: String {
        // TRANSLATORS: skin tones of emoji (Fitzpatrick types 1–2, 3, 4, 5, 6).
        switch self {
        case .light: UIText.localized("Light")
        case .mediumLight: UIText.localized("Medium-light")
        case .medium: UIText.localized("Medium")
        case .mediumDark: UIText.localized("Medium-dark")
        case .dark: UIText.localized("Dark")
        }
    }

    /// "No skin tone", as menus name the choice of none.
    public static var noToneName: String { UIText.localized("No skin tone") }
}

/// One font that takes part in drawing emoji, as fontconfig describes it.
public struct FontFace: Sendable, Equatable {
    /// The family name (`Noto Color Emoji`).
    public let family: String
    /// The font file.
    public let file: String
    /// The font's own revision from its `head` table (`2.042`), if it has one.
    public let revision: String?
    /// Whether it is a colour font (the usual emoji fonts are; Symbola is not).
    public let isColor: Bool

    public init(family: String, file: String, revision: String?, isColor: Bool) {
        self.family = family
        self.file = file
        self.revision = revision
        self.isColor = isColor
    }
}

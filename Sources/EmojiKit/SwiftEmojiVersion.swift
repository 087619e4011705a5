/// The version of Swift Emoji.
///
/// This is the one place it is written: the Makefile reads it from here for the packages, the
/// installation writes it into the IBus component and the man page, and the engine and the CLI
/// report it.
public enum SwiftEmojiVersion {
    /// The release, `major.minor.patch`.
    public static let current = "1.0.0"
}

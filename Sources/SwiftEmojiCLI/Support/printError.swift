import EmojiKit

/// Prints `message` as one line on standard error, after the program's name.
func printError(_ message: String) {
    var stream = StandardError()
    print("swift-emoji: \(message)", to: &stream)
}

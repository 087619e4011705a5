/// The key processors of a mode, in order: the first that answers (accepted or rejected) decides;
/// a key nobody takes is the application's.
///
///     emoji:   tone taps, releases, navigation, emoticons, shortcode closer, digits and Return,
///              query editing
///     inline:  tone taps, releases, inline gate, navigation, shortcode closer, digits and Return,
///              query editing
///
/// The processors that both modes share apply one rule each, in which the inline mode differs only
/// where its composition is text the user typed (``Composition/isText``): it stays when the
/// composition ends without an emoji, and the key that ends it follows it.
struct KeyChain: Sendable {
    let processors: [any KeyProcessor]

    static let emoji = KeyChain(processors: [
        ToneTapProcessor(), ReleaseProcessor(), NavigationProcessor(), EmoticonProcessor(), ShortcodeCloser(),
        DigitsAndReturn(), QueryEditor(),
    ])

    static let inline = KeyChain(processors: [
        ToneTapProcessor(), ReleaseProcessor(), InlineGate(), NavigationProcessor(), ShortcodeCloser(),
        DigitsAndReturn(), QueryEditor(),
    ])

    /// The first answer to `key` that is not a no-op; `.rejected()` when every processor passes.
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        for processor in processors {
            let result = processor.process(key, in: engine)
            if result != .noop { return result }
        }
        return .rejected()
    }
}

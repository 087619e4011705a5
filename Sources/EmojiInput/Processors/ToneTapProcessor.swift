/// Modifier taps: a Shift tap tones the focused emoji, a Control tap the second person's (their
/// bindings by default); the tap still reaches the application.
///
/// Sees every event (a tap is a modifier's release right after its own press); with nothing
/// composed a tap does nothing here.
struct ToneTapProcessor: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard !key.isTap, let modifier = engine.keys.tap(completedBy: key.event) else { return .noop }
        guard let action = engine.settings.keyBindings.tapAction(for: modifier), engine.composition.mode != .idle else {
            return .unchanged(handled: false)
        }
        return .tapped(action)
    }
}

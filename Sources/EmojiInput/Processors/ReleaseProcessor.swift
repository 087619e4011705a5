/// Releases and modifiers: a release is the engine's exactly when its press was (so an
/// application never gets one without the other); a modifier pressed alone is the application's.
struct ReleaseProcessor: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard !key.isTap else { return .noop }
        if key.event.isRelease {
            return .unchanged(handled: engine.keys.consumedPresses.remove(key.event.keysym) != nil)
        }
        return key.event.keysym.isModifier ? .unchanged(handled: false) : .noop
    }
}

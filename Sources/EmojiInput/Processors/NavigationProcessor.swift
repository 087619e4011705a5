/// Bound keys that move the focus, turn pages, change the category or the skin tone; with nothing
/// composed, Down, Tab or Page Down open the category browser (the emoji mode's idle state).
struct NavigationProcessor: KeyProcessor {
    /// With nothing composed, these open the browser at *Frequently used*.
    static let browserOpeners: Set<EngineAction> = [.moveDown, .nextCategory, .nextPage]

    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard let action = key.action else { return .noop }
        guard engine.composition.mode != .idle else {
            guard Self.browserOpeners.contains(action) else { return .noop }
            engine.openBrowsing()
            return .accepted()
        }
        switch action {
        case .moveLeft: engine.moveFocus { $0.left($1) }
        case .moveRight: engine.moveFocus { $0.right($1) }
        case .moveUp: engine.moveFocus { $0.up($1) }
        case .moveDown: engine.moveFocus { $0.down($1) }
        case .previousPage: engine.moveFocus { $0.previousPage($1) }
        case .nextPage: engine.moveFocus { $0.nextPage($1) }
        case .firstOnPage: engine.moveFocus { $0.firstOnPage($1) }
        case .lastOnPage: engine.moveFocus { $0.lastOnPage($1) }
        case .nextCategory: engine.changeCategory(by: 1)
        case .previousCategory: engine.changeCategory(by: -1)
        case .cycleTone: engine.cycleTone()
        case .cycleSecondTone: engine.cycleSecondTone()
        case .commit, .deleteBackward, .cancel: return .noop
        }
        return .accepted()
    }
}

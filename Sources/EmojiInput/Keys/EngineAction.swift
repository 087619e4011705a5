/// What a bound key does.
///
/// Raw values are the names used in settings (`next-page`).
public enum EngineAction: String, CaseIterable, Sendable, Codable {
    /// Commit the focused emoji, or the typed text when nothing matches.
    case commit = "commit"
    case moveLeft = "move-left"
    case moveRight = "move-right"
    case moveUp = "move-up"
    case moveDown = "move-down"
    case previousPage = "previous-page"
    case nextPage = "next-page"
    case firstOnPage = "first-on-page"
    case lastOnPage = "last-on-page"
    /// Delete the last character of the query.
    case deleteBackward = "delete-backward"
    /// Clear the query (or close browsing).
    case cancel = "cancel"
    /// Browse: next category. Composing: narrow results to the next category.
    case nextCategory = "next-category"
    case previousCategory = "previous-category"
    /// Cycle the focused emoji's skin tone (every person).
    case cycleTone = "cycle-tone"
    /// Cycle the second person's skin tone of a multi-person emoji.
    case cycleSecondTone = "cycle-second-tone"
}

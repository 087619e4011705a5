import EmojiKit

/// Skin tones: what each emoji shows, and cycling by modifier taps.
extension InputEngine {
    /// The tones `emoji` shows: the remembered choice, else the default tone.
    func tones(for emoji: EmojiID) -> [SkinTone] {
        guard catalog.toneCapability(emoji) != .none else { return [] }
        let key = catalog.string(emoji)
        if let chosen = sessionTones[key] ?? service.store.tones[key] { return chosen }
        return settings.defaultTone.map { [$0] } ?? []
    }

    /// The text shown (and committed) for a candidate.
    func displayText(_ emoji: EmojiID, sequence: EmojiSequenceID) -> String {
        if case .toned = sequence { return catalog.string(sequence) }
        return service.text(of: emoji, tones: tones(for: emoji)) ?? catalog.string(emoji)
    }

    /// Shift tap: none → light → … → dark → none, every person alike.
    func cycleTone() {
        guard let emoji = focusedEmoji, catalog.toneCapability(emoji) != .none else { return }
        var next = tones(for: emoji).first.map { $0.next.map { [$0] } ?? [] } ?? [.light]
        // Skip tones that have no available sequence (newer than the version limit).
        while let tone = next.first, service.text(of: emoji, tones: [tone]) == nil {
            next = tone.next.map { [$0] } ?? []
        }
        remember(next, for: emoji)
    }

    /// Control tap on a multi-person emoji: the second person's tone cycles through the five tones,
    /// the first person's stays (an untoned emoji first gets light for the first person).
    func cycleSecondTone() {
        guard let emoji = focusedEmoji, case .multiPerson = catalog.toneCapability(emoji) else { return }
        let current = tones(for: emoji)
        let first = current.first ?? .light
        var second: SkinTone = current.isEmpty ? .light : ((current.count > 1 ? current[1] : first).next ?? .light)
        for _ in SkinTone.allCases where service.text(of: emoji, tones: [first, second]) == nil {
            second = second.next ?? .light
        }
        guard service.text(of: emoji, tones: [first, second]) != nil else { return }
        remember(first == second ? [first] : [first, second], for: emoji)
    }

    private func remember(_ tones: [SkinTone], for emoji: EmojiID) {
        let key = catalog.string(emoji)
        if incognito {
            sessionTones[key] = tones
        } else {
            sessionTones[key] = nil
            service.store.rememberTones(tones, for: key)
        }
    }

    /// The focused candidate's base emoji, if a candidate is focused.
    var focusedEmoji: EmojiID? {
        guard mode != .idle, focus < candidates.count else { return nil }
        return candidates.candidate(at: focus).emoji
    }
}

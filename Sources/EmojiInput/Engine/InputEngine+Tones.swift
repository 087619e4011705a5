import EmojiKit

/// Skin tones: what each emoji shows, and cycling by modifier taps.
extension InputEngine {
    /// The tones `emoji` shows: the remembered choice, else the default tone.
    func tones(for emoji: EmojiID) -> [SkinTone] {
        guard catalog.toneCapability(emoji) != .none else { return [] }
        if let chosen = sessionTones[emoji] ?? service.rememberedTones[emoji] { return chosen }
        return settings.defaultTone.map { [$0] } ?? []
    }

    /// The sequence shown (and committed) for a candidate: an exact toned shortcode as found,
    /// otherwise the emoji with its tones (untoned if that toned form is not available).
    func displayed(_ emoji: EmojiID, sequence: EmojiSequenceID) -> EmojiSequenceID {
        if case .toned = sequence { return sequence }
        return service.sequence(of: emoji, tones: tones(for: emoji)) ?? .base(emoji)
    }

    /// Shift tap: none → light → … → dark → none, every person alike.
    func cycleTone() {
        guard let emoji = focusedEmoji, catalog.toneCapability(emoji) != .none else { return }
        var next = tones(for: emoji).first.map { $0.next.map { [$0] } ?? [] } ?? [.light]
        // Skip tones that have no available sequence (newer than the version limit).
        while let tone = next.first, service.sequence(of: emoji, tones: [tone]) == nil {
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
        for _ in SkinTone.allCases where service.sequence(of: emoji, tones: [first, second]) == nil {
            second = second.next ?? .light
        }
        guard service.sequence(of: emoji, tones: [first, second]) != nil else { return }
        remember(first == second ? [first] : [first, second], for: emoji)
    }

    private func remember(_ tones: [SkinTone], for emoji: EmojiID) {
        if incognito {
            sessionTones[emoji] = tones
        } else {
            sessionTones[emoji] = nil
            service.store.rememberTones(tones, for: catalog.string(emoji))
        }
    }

    /// The focused candidate's base emoji, if a candidate is focused.
    var focusedEmoji: EmojiID? {
        let (focus, candidates) = (composition.focus, composition.candidates)
        guard composition.mode != .idle, focus < candidates.count else { return nil }
        return candidates.candidate(at: focus).emoji
    }
}

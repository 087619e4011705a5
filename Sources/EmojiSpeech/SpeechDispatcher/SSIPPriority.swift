/// The SSIP priorities Swift Emoji speaks at.
///
/// See speech-dispatcher's `doc/ssip.texi`, "Priority Categories". Priorities are the server's,
/// shared by all its clients: Orca 43 speaks at `text`.
public enum SSIPPriority: String, Sendable {
    /// Places and tones. Measured with Orca 43, the one that always lets Orca's own speech win
    /// (`message` queues behind and can hold Orca back, `notification` is dropped while Orca
    /// speaks, `important` cuts Orca off); a newer message, ours or Orca's, replaces it.
    case text
    /// What was inserted, said once after Return or a digit. Orca reads the field's new text at
    /// `text` about when ours leaves: at `text` the later of the two discarded the other, and on a
    /// loaded machine that was ours. At `message` ours cancels Orca's reading (which names the same
    /// emoji) and Orca's speech that comes while ours is said waits for it instead of dropping it
    /// (measured with an output module that takes 0.5 s per message: at `text` Orca's later message
    /// alone was said, at `message` ours and then Orca's).
    case message
}

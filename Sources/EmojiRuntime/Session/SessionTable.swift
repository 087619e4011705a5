import EmojiFrontend

/// The sessions by context id, the least recently used dropped first beyond ``limit``.
///
/// IBus never says when an application destroys an input context (fcitx5 does, see
/// ``SessionRequest/destroy``): the limit keeps a long desktop session from keeping every context
/// it ever saw.
@MainActor
final class SessionTable {
    /// At most this many contexts keep a session; the least recently used go first.
    static let limit = 32

    private var sessions: [(id: String, session: InputSession)] = []

    /// The session of `id`, if known.
    func existing(_ id: String) -> InputSession? {
        sessions.last { $0.id == id }?.session
    }

    /// The session of `id`, made for `client` if new; it becomes the most recent.
    func session(_ id: String, client: @autoclosure () -> InputClient) -> InputSession {
        if let index = sessions.lastIndex(where: { $0.id == id }) {
            let entry = sessions.remove(at: index)
            sessions.append(entry)
            return entry.session
        }
        let session = InputSession(client: client())
        sessions.append((id, session))
        if sessions.count > Self.limit { sessions.removeFirst() }
        return session
    }

    /// Gives the session known under `old` (a focus before the framework sent an id) its real id.
    func rename(_ old: String, to new: String) {
        guard old != new, existing(new) == nil, let index = sessions.lastIndex(where: { $0.id == old }) else {
            return
        }
        sessions[index].id = new
    }

    /// Forgets the session of `id`.
    func remove(_ id: String) {
        sessions.removeAll { $0.id == id }
    }

    /// Every session, oldest first.
    var all: [InputSession] { sessions.map(\.session) }
}

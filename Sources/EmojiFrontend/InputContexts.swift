import EmojiInput

/// One input engine per input context (application text field), shared by all engine objects.
///
/// IBus moves engine objects between contexts as focus moves, and may make a new engine object
/// for a context it saw before; keeping the compositions here, keyed by the context's object path,
/// gives every application its own query and page whichever object serves it.
@MainActor
public final class InputContexts {
    /// What one context keeps.
    public final class Context {
        public let input: InputEngine
        /// A password or PIN field: every key passes through, nothing is recorded.
        public var isPrivate = false {
            didSet { input.incognito = isPrivate || isIncognito }
        }
        /// A field of a private (incognito) window, which asks for no personalized data: the
        /// engine works as usual but records no usage and no tones.
        public var isIncognito = false {
            didSet { input.incognito = isPrivate || isIncognito }
        }

        public init(input: InputEngine) { self.input = input }
    }

    /// At most this many contexts keep a composition; the least recently focused go first.
    public static let limit = 32

    private var contexts: [(path: String, context: Context)] = []

    public init() {}

    /// The context at `path`, if known.
    public func existing(_ path: String) -> Context? {
        contexts.last { $0.path == path }?.context
    }

    /// The context at `path`, made with `make` if new; it becomes the most recent.
    public func context(_ path: String, make: () -> InputEngine?) -> Context? {
        if let index = contexts.lastIndex(where: { $0.path == path }) {
            let entry = contexts.remove(at: index)
            contexts.append(entry)
            return entry.context
        }
        guard let input = make() else { return nil }
        let context = Context(input: input)
        contexts.append((path, context))
        if contexts.count > Self.limit { contexts.removeFirst() }
        return context
    }

    /// Gives the context known under `old` (a focus before the daemon sent an id) its real path.
    public func rename(_ old: String, to new: String) {
        guard old != new, existing(new) == nil, let index = contexts.lastIndex(where: { $0.path == old }) else {
            return
        }
        contexts[index].path = new
    }

    /// Forgets the context at `path` (the application destroyed it).
    public func remove(_ path: String) {
        contexts.removeAll { $0.path == path }
    }

    /// Every context's input engine (settings changes re-render them).
    public var all: [InputEngine] { contexts.map(\.context.input) }
}

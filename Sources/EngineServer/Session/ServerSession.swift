import EmojiFrontend
import EmojiInput
import EmojiKit
import EmojiRuntime
import Logging

/// Answers a frontend's requests with the shared ``InputRuntime``: one composition per input
/// context the frontend names, keys handled by the input engine, the panel sent back whole.
///
/// A password field passes every key through; a private one works but learns nothing. When the
/// emoji data cannot be loaded, keys pass through and the auxiliary text says why.
@MainActor
final class ServerSession {
    private let runtime: InputRuntime
    /// The application behind each context, as its last focus named it.
    private var clients: [String: InputClient] = [:]
    private let logger = Logger(label: "swift-emoji.server")

    init(runtime: InputRuntime) {
        self.runtime = runtime
    }

    func reply(to request: EngineRequest) -> EngineReply {
        let serial = request.serial
        let path = String(request.context)
        switch request.kind {
        case .key(let keysym, let modifiers, let isRelease, let character):
            runtime.applyFontChanges()
            guard let context = runtime.contexts.context(path, make: { runtime.service?.makeEngine() }) else {
                var reply = EngineReply(serial: serial, handled: false)
                reply.auxiliary = runtime.failure ?? ""
                return reply
            }
            guard !context.isPrivate else { return EngineReply(serial: serial, handled: false) }
            let typed = character > 0x1F && character != 0x7F ? Unicode.Scalar(character) : nil
            let event = KeyEvent(
                keysym: KeySym(keysym), modifiers: ModifierMask(rawValue: modifiers), isRelease: isRelease,
                character: typed)
            return reply(serial, context.input.handle(event), path)
        case .focusIn(let name, let isPassword, let isPrivate):
            let client = Self.client(named: name)
            clients[path] = client
            logger.debug("focus in \(path) (client \"\(name)\"): query in the \(runtime.queryPlacement(for: client))")
            runtime.checkFonts()
            var reply = EngineReply(serial: serial, handled: true)
            guard let context = runtime.contexts.context(path, make: { runtime.service?.makeEngine() }) else {
                reply.auxiliary = runtime.failure ?? ""
                return reply
            }
            context.isIncognito = isPrivate
            if context.isPrivate != isPassword {
                context.isPrivate = isPassword
                if isPassword { context.input.reset() }
            }
            reply.show(context.input.snapshot, style: runtime.panelStyle, placement: placement(path))
            return reply
        case .focusOut:
            return EngineReply(serial: serial, handled: true)
        case .reset:
            runtime.contexts.existing(path)?.input.reset()
            return EngineReply(serial: serial, handled: true)
        case .pageUp: return panelAction(request) { $0.pageUp() }
        case .pageDown: return panelAction(request) { $0.pageDown() }
        case .clickRow(let row): return panelAction(request) { $0.clickRow(row) }
        case .destroy:
            runtime.contexts.remove(path)
            clients[path] = nil
            return EngineReply(serial: serial, handled: true)
        }
    }

    private func panelAction(_ request: EngineRequest, _ action: (InputEngine) -> KeyOutcome) -> EngineReply {
        guard let input = runtime.contexts.existing(String(request.context))?.input else {
            return EngineReply(serial: request.serial, handled: false)
        }
        return reply(request.serial, action(input), String(request.context))
    }

    private func reply(_ serial: UInt32, _ outcome: KeyOutcome, _ path: String) -> EngineReply {
        EngineReply(serial: serial, outcome: outcome, style: runtime.panelStyle, placement: placement(path))
    }

    /// Where the query shows for the context's application.
    private func placement(_ path: String) -> QueryPlacement {
        runtime.queryPlacement(for: clients[path] ?? InputClient(fcitx5Program: ""))
    }

    /// The client a frontend names: `fcitx5:PROGRAM` from the fcitx5 addon, else an IBus name.
    static func client(named name: String) -> InputClient {
        name.hasPrefix("fcitx5:")
            ? InputClient(fcitx5Program: String(name.dropFirst("fcitx5:".count))) : InputClient(ibusName: name)
    }
}

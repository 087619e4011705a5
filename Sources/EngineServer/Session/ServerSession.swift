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
            return EngineReply(serial: serial, outcome: context.input.handle(event), style: runtime.panelStyle)
        case .focusIn(let client, let isPassword, let isPrivate):
            logger.debug("focus in \(path) (client \"\(client)\")")
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
            reply.show(context.input.snapshot, style: runtime.panelStyle)
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
            return EngineReply(serial: serial, handled: true)
        }
    }

    private func panelAction(_ request: EngineRequest, _ action: (InputEngine) -> KeyOutcome) -> EngineReply {
        guard let input = runtime.contexts.existing(String(request.context))?.input else {
            return EngineReply(serial: request.serial, handled: false)
        }
        return EngineReply(serial: request.serial, outcome: action(input), style: runtime.panelStyle)
    }
}

import EmojiInput
import EmojiRuntime

/// One request from a frontend to the engine server: a ``SessionRequest`` for one input context,
/// and its wire form.
///
/// The protocol (also written down in `Sources/Fcitx5Addon/wire.h`, its C++ side): every message
/// is a frame, a little-endian `u32` byte count and then the message. A request starts with its
/// kind (`u8`), a serial number (`u32`, echoed by the reply) and the input context's number
/// (`u32`, chosen by the frontend); then the kind's fields:
///
///     1 key        keysym u32, X modifier mask u32, release u8, character u32 (0: none)
///     2 focus in   client string (`fcitx5:PROGRAM`)
///     3 focus out
///     4 reset
///     5 field      password u8, private u8, draws its preedit u8
///     6 panel      action u8 (0 page up, 1 page down, 2 cursor up, 3 cursor down, 4 click), row u32
///     7 destroy
///
/// Strings are a `u32` byte count and UTF-8. Every request gets exactly one ``EngineReply``.
struct EngineRequest: Equatable {
    var serial: UInt32
    var context: UInt32
    var request: SessionRequest

    init(serial: UInt32, context: UInt32, request: SessionRequest) {
        self.serial = serial
        self.context = context
        self.request = request
    }

    /// Reads a request from one frame's bytes.
    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        let code = try reader.byte()
        serial = try reader.uint32()
        context = try reader.uint32()
        switch code {
        case 1:
            request = .key(
                RawKey(
                    keysym: try reader.uint32(), modifiers: try reader.uint32(), isRelease: try reader.bool(),
                    character: try reader.uint32()))
        case 2: request = .focusIn(client: try reader.string())
        case 3: request = .focusOut
        case 4: request = .reset
        case 5:
            request = .field(
                FieldFacts(isPassword: try reader.bool(), isPrivate: try reader.bool(), drawsPreedit: try reader.bool())
            )
        case 6: request = .panel(try Self.panelAction(&reader))
        case 7: request = .destroy
        default: throw .unknownKind(code)
        }
        guard reader.isAtEnd else { throw .trailingBytes }
    }

    private static func panelAction(_ reader: inout WireReader) throws(WireError) -> PanelAction {
        let code = try reader.byte()
        let row = try reader.uint32()
        switch code {
        case 0: return .pageUp
        case 1: return .pageDown
        case 2: return .cursorUp
        case 3: return .cursorDown
        case 4: return .clickRow(Int(row))
        default: throw .unknownKind(code)
        }
    }

    /// The request's bytes (without the frame's length), as a frontend sends them.
    var encoded: [UInt8] {
        var writer = WireWriter()
        switch request {
        case .key(let key):
            writer.header(1, serial, context)
            writer.uint32(key.keysym)
            writer.uint32(key.modifiers)
            writer.bool(key.isRelease)
            writer.uint32(key.character)
        case .focusIn(let client):
            writer.header(2, serial, context)
            writer.string(client)
        case .focusOut: writer.header(3, serial, context)
        case .reset: writer.header(4, serial, context)
        case .field(let facts):
            writer.header(5, serial, context)
            writer.bool(facts.isPassword)
            writer.bool(facts.isPrivate)
            writer.bool(facts.drawsPreedit)
        case .panel(let action):
            writer.header(6, serial, context)
            switch action {
            case .pageUp: writer.byte(0)
            case .pageDown: writer.byte(1)
            case .cursorUp: writer.byte(2)
            case .cursorDown: writer.byte(3)
            case .clickRow: writer.byte(4)
            }
            if case .clickRow(let row) = action { writer.uint32(row) } else { writer.uint32(0) }
        case .destroy: writer.header(7, serial, context)
        }
        return writer.bytes
    }
}

extension WireWriter {
    /// A request's kind, serial and context.
    fileprivate mutating func header(_ kind: UInt8, _ serial: UInt32, _ context: UInt32) {
        byte(kind)
        uint32(serial)
        uint32(context)
    }
}

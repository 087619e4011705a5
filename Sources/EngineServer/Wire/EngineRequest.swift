/// One request from a frontend to the engine server, and its wire form.
///
/// The protocol (also written down in `Sources/Fcitx5Addon/wire.h`, its C++ side): every message
/// is a frame, a little-endian `u32` byte count and then the message. A request starts with its
/// kind (`u8`), a serial number (`u32`, echoed by the reply) and the input context's number
/// (`u32`, chosen by the frontend); then the kind's fields. Strings are a `u32` byte count and
/// UTF-8. Every request gets exactly one ``EngineReply``.
struct EngineRequest: Equatable {
    enum Kind: Equatable {
        /// A key press or release: X keysym, X modifier mask, and the character it types (if any).
        case key(keysym: UInt32, modifiers: UInt32, isRelease: Bool, character: UInt32)
        /// The context gained focus; `client` names the application (`fcitx5:PROGRAM`).
        case focusIn(client: String, isPassword: Bool, isPrivate: Bool)
        /// The context lost focus.
        case focusOut
        /// The application asked to forget the composition (the cursor moved, the text changed).
        case reset
        /// The panel's page buttons.
        case pageUp
        case pageDown
        /// A row candidate was clicked.
        case clickRow(Int)
        /// The context was destroyed.
        case destroy

        var code: UInt8 {
            switch self {
            case .key: 1
            case .focusIn: 2
            case .focusOut: 3
            case .reset: 4
            case .pageUp: 5
            case .pageDown: 6
            case .clickRow: 7
            case .destroy: 8
            }
        }
    }

    var serial: UInt32
    var context: UInt32
    var kind: Kind

    /// Reads a request from one frame's bytes.
    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        let code = try reader.byte()
        serial = try reader.uint32()
        context = try reader.uint32()
        switch code {
        case 1:
            kind = .key(
                keysym: try reader.uint32(), modifiers: try reader.uint32(), isRelease: try reader.bool(),
                character: try reader.uint32())
        case 2:
            let client = try reader.string()
            kind = .focusIn(client: client, isPassword: try reader.bool(), isPrivate: try reader.bool())
        case 3: kind = .focusOut
        case 4: kind = .reset
        case 5: kind = .pageUp
        case 6: kind = .pageDown
        case 7: kind = .clickRow(Int(try reader.uint32()))
        case 8: kind = .destroy
        default: throw .unknownKind(code)
        }
        guard reader.isAtEnd else { throw .trailingBytes }
    }

    init(serial: UInt32, context: UInt32, kind: Kind) {
        self.serial = serial
        self.context = context
        self.kind = kind
    }

    /// The request's bytes (without the frame's length), as a frontend sends them.
    var encoded: [UInt8] {
        var writer = WireWriter()
        writer.byte(kind.code)
        writer.uint32(serial)
        writer.uint32(context)
        switch kind {
        case .key(let keysym, let modifiers, let isRelease, let character):
            writer.uint32(keysym)
            writer.uint32(modifiers)
            writer.bool(isRelease)
            writer.uint32(character)
        case .focusIn(let client, let isPassword, let isPrivate):
            writer.string(client)
            writer.bool(isPassword)
            writer.bool(isPrivate)
        case .clickRow(let row): writer.uint32(row)
        case .focusOut, .reset, .pageUp, .pageDown, .destroy: break
        }
        return writer.bytes
    }
}

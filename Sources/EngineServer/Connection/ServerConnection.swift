internal import CGio
import EmojiRuntime
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// The frontend's end of the socket, watched by the GLib main loop: whole frames in, each a
/// request to the ``InputSessions``, and one reply frame out for each.
///
/// A frame that cannot be read is answered with an unhandled reply (so the frontend passes the
/// key through) when its serial can be read, and otherwise dropped with a warning; a frame over
/// ``WireLimits/frameBytes`` ends the connection. When the frontend closes its end, `onClose` runs
/// (the server then saves its state and exits).
@MainActor
final class ServerConnection {
    private let fd: Int32
    private let sessions: InputSessions
    private let onClose: @MainActor () -> Void
    private var buffer: [UInt8] = []
    private let logger = Logger(label: "swift-emoji.server")

    init(fd: Int32, sessions: InputSessions, onClose: @escaping @MainActor () -> Void) {
        self.fd = fd
        self.sessions = sessions
        self.onClose = onClose
    }

    /// Starts watching the socket in the default main context.
    func start() {
        let watch: GUnixFDSourceFunc = { _, condition, data in
            let connection = Unmanaged<ServerConnection>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { connection.readable(condition) ? 1 : 0 }
        }
        let conditions = G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue
        g_unix_fd_add(fd, GIOCondition(conditions), watch, Unmanaged.passRetained(self).toOpaque())
    }

    /// Reads what arrived and answers every whole frame; `false` stops watching.
    private func readable(_ condition: GIOCondition) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0, errno == EINTR || errno == EAGAIN { return true }
        guard count > 0 else {
            logger.info("frontend closed the connection")
            onClose()
            return false
        }
        buffer += chunk[0..<count]
        while buffer.count >= 4 {
            let length = buffer[0..<4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            guard length <= WireLimits.frameBytes else {
                logger.error("frame of \(length) bytes is over the limit; closing the connection")
                onClose()
                return false
            }
            guard buffer.count >= 4 + length else { break }
            let message = Array(buffer[4..<4 + length])
            buffer.removeFirst(4 + length)
            answer(message)
        }
        return true
    }

    private func answer(_ message: [UInt8]) {
        let reply: EngineReply
        do {
            let request = try EngineRequest(decoding: message)
            let answer = sessions.handle(request.request, for: String(request.context))
            reply = EngineReply(serial: request.serial, reply: answer, style: sessions.panelStyle)
        } catch {
            logger.warning("unreadable request: \(error)")
            var reader = WireReader(message)
            guard (try? reader.byte()) != nil, let serial = try? reader.uint32() else { return }
            reply = EngineReply(serial: serial, handled: false)
        }
        send(WireWriter.frame(reply.encoded))
    }

    /// Writes all of `bytes` (the socket blocks: the frontend reads its reply at once).
    private func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                logger.warning("cannot write a reply; the frontend went away")
                return
            }
            sent += count
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why speech-dispatcher could not be used.
enum SSIPError: Error, Equatable {
    /// No socket, connection refused, or a name that does not resolve.
    case unreachable(String)
    /// No answer within the time limit (a hung or very busy server).
    case timedOut
    /// The server closed the connection or the socket failed.
    case closed
    /// The server refused a command.
    case refused(code: Int)
}

/// A connection to speech-dispatcher in which every wait has a deadline: a hung server (one that
/// accepts and never answers) costs the worker thread at most `timeout` per call, never more.
///
/// Used from one thread (``SpeechDispatcherChannel``'s queue), never from the main loop.
final class SSIPSocket {
    private let descriptor: Int32
    private let timeout: Duration
    private var reader = SSIPMessage.ReplyReader()

    /// Connects to `address` within `timeout`.
    init(address: SSIPAddress, timeout: Duration) throws(SSIPError) {
        self.timeout = timeout
        descriptor = try Self.connect(address, timeout: timeout)
    }

    deinit { close(descriptor) }

    /// Sends `line` and waits for its answer; throws unless it is a success.
    @discardableResult
    func command(_ line: String) throws(SSIPError) -> SSIPMessage.Reply {
        try send(line + "\r\n")
        let reply = try receiveReply()
        guard reply.isSuccess else { throw .refused(code: reply.code) }
        return reply
    }

    /// Sends `text` as is (a message's data after `SPEAK`).
    func send(_ text: String) throws(SSIPError) {
        let bytes = Array(text.utf8)
        var sent = 0
        let deadline = ContinuousClock.now + timeout
        while sent < bytes.count {
            try wait(for: Int16(POLLOUT), until: deadline)
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .closed
            }
            sent += count
        }
    }

    /// Waits for the next answer.
    func receiveReply() throws(SSIPError) -> SSIPMessage.Reply {
        if let reply = reader.next() { return reply }
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            try wait(for: Int16(POLLIN), until: deadline)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { throw .closed }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .closed
            }
            if let reply = reader.add(buffer[0..<count]) { return reply }
        }
    }

    /// Waits until the socket is ready for `events`, or throws when `deadline` passes.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(SSIPError) {
        try Self.wait(descriptor, for: events, until: deadline)
    }

    private static func wait(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant)
        throws(SSIPError)
    {
        while true {
            let left = deadline - .now
            guard left > .zero else { throw .timedOut }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let milliseconds = Int32(
                max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 {
                if entry.revents & Int16(POLLERR | POLLNVAL) != 0 { throw .closed }
                return
            }
            if ready < 0, errno != EINTR { throw .closed }
        }
    }

    /// A non-blocking socket connected to `address`.
    private static func connect(_ address: SSIPAddress, timeout: Duration) throws(SSIPError) -> Int32 {
        switch address {
        case .unixSocket(let path):
            var socketAddress = sockaddr_un()
            socketAddress.sun_family = sa_family_t(AF_UNIX)
            let pathBytes = Array(path.utf8)
            guard pathBytes.count < MemoryLayout.size(ofValue: socketAddress.sun_path) else {
                throw .unreachable("socket path too long")
            }
            withUnsafeMutableBytes(of: &socketAddress.sun_path) { raw in
                raw.copyBytes(from: pathBytes)
                raw[pathBytes.count] = 0
            }
            return try withUnsafeBytes(of: &socketAddress) { raw throws(SSIPError) in
                try open(AF_UNIX, raw, timeout: timeout)
            }
        case .inetSocket(let host, let port):
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
                throw .unreachable("cannot resolve \(host)")
            }
            defer { freeaddrinfo(list) }
            let raw = UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen))
            return try open(first.pointee.ai_family, raw, timeout: timeout)
        }
    }

    /// Opens a socket of `family` and connects it to the address in `raw` within `timeout`.
    private static func open(_ family: Int32, _ raw: UnsafeRawBufferPointer, timeout: Duration) throws(SSIPError)
        -> Int32
    {
        let descriptor = socket(
            family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw .unreachable("socket: errno \(errno)") }
        let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr.self)
        if Glibc.connect(descriptor, address, socklen_t(raw.count)) != 0 {
            guard errno == EINPROGRESS || errno == EAGAIN || errno == EINTR else {
                let code = errno
                close(descriptor)
                throw .unreachable("connect: errno \(code)")
            }
            do {
                try wait(descriptor, for: Int16(POLLOUT), until: .now + timeout)
            } catch {
                close(descriptor)
                throw error
            }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) != 0 || failure != 0 {
                close(descriptor)
                throw .unreachable("connect: errno \(failure)")
            }
        }
        return descriptor
    }
}

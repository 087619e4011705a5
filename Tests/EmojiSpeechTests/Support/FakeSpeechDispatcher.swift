import Foundation
import Glibc
import Synchronization
import TestSupport

/// A speech-dispatcher stand-in on a Unix socket: it answers SSIP as the real one does and keeps
/// the messages it was given, or (``Behaviour/hung``) accepts connections and never reads.
final class FakeSpeechDispatcher: @unchecked Sendable {
    enum Behaviour {
        case answering
        case hung
    }

    let path: String
    private let directory: TemporaryDirectory
    private let listener: Int32
    private let received = Mutex<[String]>([])
    private let commands = Mutex<[String]>([])

    init(_ behaviour: Behaviour) {
        directory = TemporaryDirectory(prefix: "fake-speechd")
        path = directory.path + "/speechd.sock"
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        listen(listener, 8)
        guard behaviour == .answering else { return }
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    deinit { close(listener) }

    /// The messages spoken so far.
    var messages: [String] { received.withLock { $0 } }
    /// Every command line received.
    var lines: [String] { commands.withLock { $0 } }

    private func serve() {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        defer { close(client) }
        var pending = Data()
        var speaking: [String]?
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstRange(of: Data("\r\n".utf8)) {
                let line = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                if var text = speaking {
                    if line == "." {
                        speaking = nil
                        received.withLock { $0.append(text.joined(separator: "\n")) }
                        reply(client, "225-1\r\n225 OK MESSAGE QUEUED")
                    } else {
                        text.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                        speaking = text
                    }
                    continue
                }
                commands.withLock { $0.append(line) }
                switch line {
                case "SPEAK":
                    speaking = []
                    reply(client, "230 OK RECEIVING DATA")
                case "CANCEL self": reply(client, "213 OK CANCELED")
                case "QUIT": return
                default: reply(client, "200 OK")
                }
            }
        }
    }

    private func reply(_ client: Int32, _ text: String) {
        let bytes = Array((text + "\r\n").utf8)
        _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
    }
}

/// The SSIP commands Swift Emoji sends, and how it reads the answers (speech-dispatcher's
/// `doc/ssip.texi`): lines end in CR LF; an answer is lines `NNN-…` ending with one `NNN …`, and
/// a code from 200 to 299 is success.
enum SSIPMessage {
    /// Names the client in speech-dispatcher's history and tools (`user:application:component`).
    static let clientName = "SET self CLIENT_NAME user:swift-emoji:grid"
    /// Sets the priority of the messages that follow.
    static func priority(_ priority: SSIPPriority) -> String {
        "SET self PRIORITY " + priority.rawValue
    }
    /// Stops this connection's message being spoken and drops its queued ones.
    static let cancel = "CANCEL self"
    /// Starts a message; the answer 230 asks for its text.
    static let speak = "SPEAK"

    /// Sets the voice's language; without it emoji names came out as "?" (measured).
    ///
    /// `languageTag` is a setting's tag (`de`, `pt_BR`); SSIP takes `pt-BR`.
    static func language(_ languageTag: String) -> String {
        let tag = languageTag.split(separator: ".").first.map(String.init) ?? languageTag
        let cleaned = String(
            tag.map { $0 == "_" ? "-" : $0 }.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        return "SET self LANGUAGE " + (cleaned.isEmpty ? "en" : cleaned)
    }

    /// A message's text as sent after `SPEAK`: one line (line breaks become spaces), a leading dot
    /// doubled, then the end-of-data line.
    static func data(_ text: String) -> String {
        var line = String(text.map { $0.isNewline ? " " : $0 })
        if line.hasPrefix(".") { line = "." + line }
        return line + "\r\n.\r\n"
    }

    /// An answer: its code and its text lines.
    struct Reply: Equatable {
        var code: Int
        var lines: [String]

        var isSuccess: Bool { (200..<300).contains(code) }
    }

    /// Collects bytes into answers.
    struct ReplyReader {
        private var buffer: [UInt8] = []
        private var lines: [String] = []

        /// Adds bytes received; returns the first complete answer, if one is.
        mutating func add(_ bytes: some Sequence<UInt8>) -> Reply? {
            buffer += bytes
            return next()
        }

        /// The next complete answer in what was received.
        mutating func next() -> Reply? {
            while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                if line.hasSuffix("\r") { line.removeLast() }
                lines.append(line)
                let bytes = Array(line.utf8)
                guard bytes.count >= 4, let code = Int(String(decoding: bytes[0..<3], as: UTF8.self)) else {
                    if bytes.count == 3, let code = Int(line) {
                        defer { lines = [] }
                        return Reply(code: code, lines: lines)
                    }
                    continue
                }
                if bytes[3] == UInt8(ascii: " ") {
                    defer { lines = [] }
                    return Reply(code: code, lines: lines)
                }
            }
            return nil
        }
    }
}

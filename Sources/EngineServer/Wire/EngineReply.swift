import EmojiFrontend
import EmojiInput
import EmojiRuntime

/// The engine server's answer to one ``EngineRequest``: its ``SessionReply`` with the panel drawn
/// as rows of text: whether the key was used, the text to commit, and what the frontend shows,
/// complete (the frontend replaces what it showed).
///
/// Wire form, after the frame's length: the request's serial (`u32`), handled (`u8`), the number
/// of commits (`u32`) and each commit (string); then the panel: the preedit (string), whether it
/// shows in the panel instead of the application (`u8`, see ``QueryPlacement``), whether it is
/// typed text the application keeps when focus moves (`u8`, inline mode), the auxiliary text
/// (string), the layout (`u8`: 0 grid, 1 list), the cursor's row (`u32`), whether
/// there are pages before and after (`u8`, `u8`), the number of rows (`u32`) and each row: its
/// text (string) and the focused emoji's byte range in it (`u32` start, `u32` end; equal when no
/// emoji in the row is focused). Byte offsets count UTF-8 bytes, as C++ strings do.
struct EngineReply: Equatable {
    /// One candidate row as the panel shows it.
    struct Row: Equatable {
        var text: String
        /// The focused emoji's range in ``text``, in UTF-8 bytes.
        var focus: Range<Int>?
    }

    var serial: UInt32
    var handled: Bool
    var commits: [String] = []
    var preedit = ""
    /// The query shows in the panel, not in the application (see ``QueryPlacement``).
    var preeditInPanel = false
    /// The preedit is text the user typed, kept when focus moves (see ``EngineSnapshot/preeditIsText``).
    var preeditIsText = false
    var auxiliary = ""
    var isList = false
    var cursorRow = 0
    var hasPreviousPage = false
    var hasNextPage = false
    var rows: [Row] = []

    init(serial: UInt32, handled: Bool) {
        self.serial = serial
        self.handled = handled
    }

    /// The reply showing what `reply` says, its grid drawn in `style`; with no snapshot the panel
    /// is empty, and a notice takes the auxiliary text.
    init(serial: UInt32, reply: SessionReply, style: PanelStyle) {
        self.init(serial: serial, handled: reply.handled)
        if let commit = reply.commit { commits = [commit] }
        if let snapshot = reply.snapshot { show(snapshot, style: style, placement: reply.placement) }
        if let notice = reply.notice { auxiliary = notice }
    }

    /// Fills the panel from `snapshot`.
    ///
    /// The query is the preedit: the frontend shows it in the application, or in its panel when
    /// `placement` says so.
    private mutating func show(_ snapshot: EngineSnapshot, style: PanelStyle, placement: QueryPlacement) {
        preedit = snapshot.preedit
        preeditInPanel = placement == .panel
        preeditIsText = snapshot.preeditIsText
        auxiliary = AuxiliaryText(snapshot, placement: .application, style: style).string
        isList = snapshot.layout == .list
        cursorRow = snapshot.focus?.row ?? 0
        hasPreviousPage = snapshot.page > 1
        hasNextPage = snapshot.page < snapshot.pages
        rows = snapshot.rows.enumerated().map { index, candidates in
            if isList { return Row(text: candidates.first?.listLine ?? "", focus: nil) }
            let row = GridRowText(
                candidates, focusedColumn: index == cursorRow ? snapshot.focus?.column : nil, style: style)
            return Row(text: row.string, focus: row.focusRange.map { Self.utf8Range(ofScalars: $0, in: row.string) })
        }
    }

    /// A range of Unicode scalars in `string` as a range of UTF-8 bytes.
    private static func utf8Range(ofScalars range: Range<Int>, in string: String) -> Range<Int> {
        let scalars = Array(string.unicodeScalars)
        func bytes(upTo index: Int) -> Int {
            scalars.prefix(index).reduce(0) { $0 + UTF8.width($1) }
        }
        return bytes(upTo: range.lowerBound)..<bytes(upTo: range.upperBound)
    }

    /// Reads a reply from one frame's bytes (as a frontend written in Swift, or a test, does).
    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        serial = try reader.uint32()
        handled = try reader.bool()
        let commitCount = try reader.uint32()
        for _ in 0..<commitCount { commits.append(try reader.string()) }
        preedit = try reader.string()
        preeditInPanel = try reader.bool()
        preeditIsText = try reader.bool()
        auxiliary = try reader.string()
        isList = try reader.byte() == 1
        cursorRow = Int(try reader.uint32())
        hasPreviousPage = try reader.bool()
        hasNextPage = try reader.bool()
        let rowCount = try reader.uint32()
        for _ in 0..<rowCount {
            let text = try reader.string()
            let (start, end) = (Int(try reader.uint32()), Int(try reader.uint32()))
            guard start <= end, end <= text.utf8.count else { throw .truncated }
            rows.append(Row(text: text, focus: start == end ? nil : start..<end))
        }
        guard reader.isAtEnd else { throw .trailingBytes }
    }

    /// The reply's bytes (without the frame's length).
    var encoded: [UInt8] {
        var writer = WireWriter()
        writer.uint32(serial)
        writer.bool(handled)
        writer.uint32(commits.count)
        for commit in commits { writer.string(commit) }
        writer.string(preedit)
        writer.bool(preeditInPanel)
        writer.bool(preeditIsText)
        writer.string(auxiliary)
        writer.byte(isList ? 1 : 0)
        writer.uint32(cursorRow)
        writer.bool(hasPreviousPage)
        writer.bool(hasNextPage)
        writer.uint32(rows.count)
        for row in rows {
            writer.string(row.text)
            writer.uint32(row.focus?.lowerBound ?? 0)
            writer.uint32(row.focus?.upperBound ?? 0)
        }
        return writer.bytes
    }
}

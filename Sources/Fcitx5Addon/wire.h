// The engine server's protocol, the addon's side (the Swift side: Sources/EngineServer/Wire).
//
// Every message is a frame: a little-endian u32 byte count, then the message. A request is its
// kind (u8), a serial number (u32, echoed by the reply), the input context's number (u32), then
// the kind's fields (listed in EngineRequest.swift); strings are a u32 byte count and UTF-8.
// Every request gets one reply. Requests carry facts (a key, the program, the field's
// capabilities); the engine's session decides what they mean.
#ifndef SWIFT_EMOJI_FCITX5_WIRE_H
#define SWIFT_EMOJI_FCITX5_WIRE_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace swift_emoji {

/// Request kinds, as EngineRequest numbers them.
enum class RequestKind : uint8_t {
    Key = 1,
    FocusIn = 2,
    FocusOut = 3,
    Reset = 4,
    Field = 5,
    Panel = 6,
    Destroy = 7,
};

/// What a Panel request asks for (followed by a row, for clicks).
enum class PanelAction : uint8_t { PageUp = 0, PageDown = 1, CursorUp = 2, CursorDown = 3, ClickRow = 4 };

/// Builds one request's bytes (without the frame's length).
class RequestWriter {
public:
    RequestWriter(RequestKind kind, uint32_t serial, uint32_t context);
    RequestWriter &u8(uint8_t value);
    RequestWriter &u32(uint32_t value);
    RequestWriter &string(const std::string &value);
    /// The request as a frame, ready to send.
    std::vector<uint8_t> frame() const;

private:
    std::vector<uint8_t> bytes_;
};

/// One candidate row: its text and the focused emoji's byte range in it (start == end: none).
struct ReplyRow {
    std::string text;
    uint32_t focusStart = 0;
    uint32_t focusEnd = 0;
};

/// The engine's answer: whether the key was used, what to commit, and the whole panel.
struct Reply {
    uint32_t serial = 0;
    bool handled = false;
    std::vector<std::string> commits;
    std::string preedit;
    /// The query shows in fcitx5's panel, not in the application (which would keep it as text
    /// when focus moves).
    bool preeditInPanel = false;
    /// The preedit is text the user typed (inline mode): the application keeps it when focus moves.
    bool preeditIsText = false;
    std::string auxiliary;
    bool isList = false;
    uint32_t cursorRow = 0;
    bool hasPreviousPage = false;
    bool hasNextPage = false;
    std::vector<ReplyRow> rows;

    /// Whether anything shows (a query, a hint, candidates).
    bool isActive() const { return !preedit.empty() || !auxiliary.empty() || !rows.empty(); }
};

/// Reads a reply from one frame's bytes; nullopt when the bytes are not a well-formed reply
/// (every read is checked against the end, and ranges against their row).
std::optional<Reply> decodeReply(const std::vector<uint8_t> &bytes);

/// The largest frame either side accepts (WireLimits.frameBytes).
constexpr uint32_t maxFrameBytes = 1024 * 1024;

} // namespace swift_emoji

#endif

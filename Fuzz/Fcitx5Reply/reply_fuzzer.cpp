// libFuzzer harness for the fcitx5 addon's side of the engine server's protocol: whatever bytes
// a broken or hostile server sends as a reply, decodeReply() returns a reply or nothing, without
// reading out of bounds (AddressSanitizer) or undefined behaviour (UBSan), and a reply it accepts
// has every focus range inside its row. Built and run by scripts/fuzz.
#include "../../Sources/Fcitx5Addon/wire.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const std::vector<uint8_t> bytes(data, data + size);
    const auto reply = swift_emoji::decodeReply(bytes);
    if (reply) {
        for (const auto &row : reply->rows) {
            if (row.focusStart > row.focusEnd || row.focusEnd > row.text.size()) {
                std::abort();
            }
        }
    }
    return 0;
}

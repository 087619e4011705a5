#include "wire.h"

namespace swift_emoji {

namespace {

void appendU32(std::vector<uint8_t> &bytes, uint32_t value) {
    for (int shift = 0; shift < 32; shift += 8) {
        bytes.push_back(static_cast<uint8_t>(value >> shift));
    }
}

/// Reads fields, remembering the first failure instead of reading past the end.
class Reader {
public:
    explicit Reader(const std::vector<uint8_t> &bytes) : bytes_(bytes) {}

    bool ok() const { return ok_; }
    bool atEnd() const { return offset_ == bytes_.size(); }

    uint8_t u8() {
        if (!ok_ || bytes_.size() - offset_ < 1) {
            ok_ = false;
            return 0;
        }
        return bytes_[offset_++];
    }

    uint32_t u32() {
        if (!ok_ || bytes_.size() - offset_ < 4) {
            ok_ = false;
            return 0;
        }
        uint32_t value = 0;
        for (int index = 0; index < 4; ++index) {
            value |= static_cast<uint32_t>(bytes_[offset_ + index]) << (8 * index);
        }
        offset_ += 4;
        return value;
    }

    std::string string() {
        const uint32_t count = u32();
        if (!ok_ || bytes_.size() - offset_ < count) {
            ok_ = false;
            return {};
        }
        std::string value(reinterpret_cast<const char *>(bytes_.data() + offset_), count);
        offset_ += count;
        return value;
    }

private:
    const std::vector<uint8_t> &bytes_;
    size_t offset_ = 0;
    bool ok_ = true;
};

} // namespace

RequestWriter::RequestWriter(RequestKind kind, uint32_t serial, uint32_t context) {
    bytes_.push_back(static_cast<uint8_t>(kind));
    appendU32(bytes_, serial);
    appendU32(bytes_, context);
}

RequestWriter &RequestWriter::u8(uint8_t value) {
    bytes_.push_back(value);
    return *this;
}

RequestWriter &RequestWriter::u32(uint32_t value) {
    appendU32(bytes_, value);
    return *this;
}

RequestWriter &RequestWriter::string(const std::string &value) {
    appendU32(bytes_, static_cast<uint32_t>(value.size()));
    bytes_.insert(bytes_.end(), value.begin(), value.end());
    return *this;
}

std::vector<uint8_t> RequestWriter::frame() const {
    std::vector<uint8_t> framed;
    framed.reserve(bytes_.size() + 4);
    appendU32(framed, static_cast<uint32_t>(bytes_.size()));
    framed.insert(framed.end(), bytes_.begin(), bytes_.end());
    return framed;
}

std::optional<Reply> decodeReply(const std::vector<uint8_t> &bytes) {
    Reader reader(bytes);
    Reply reply;
    reply.serial = reader.u32();
    reply.handled = reader.u8() != 0;
    const uint32_t commits = reader.u32();
    for (uint32_t index = 0; index < commits && reader.ok(); ++index) {
        reply.commits.push_back(reader.string());
    }
    reply.preedit = reader.string();
    reply.preeditInPanel = reader.u8() != 0;
    reply.preeditIsText = reader.u8() != 0;
    reply.auxiliary = reader.string();
    reply.isList = reader.u8() != 0;
    reply.cursorRow = reader.u32();
    reply.hasPreviousPage = reader.u8() != 0;
    reply.hasNextPage = reader.u8() != 0;
    const uint32_t rows = reader.u32();
    for (uint32_t index = 0; index < rows && reader.ok(); ++index) {
        ReplyRow row;
        row.text = reader.string();
        row.focusStart = reader.u32();
        row.focusEnd = reader.u32();
        if (row.focusStart > row.focusEnd || row.focusEnd > row.text.size()) {
            return std::nullopt;
        }
        reply.rows.push_back(std::move(row));
    }
    if (!reader.ok() || !reader.atEnd()) {
        return std::nullopt;
    }
    return reply;
}

} // namespace swift_emoji

// The addon's link to swift-emoji-engine-server, which runs the Swift engine out of fcitx5's
// process: a crash or a hang there costs the query being typed, never fcitx5's other input
// methods or the desktop's typing.
#ifndef SWIFT_EMOJI_FCITX5_ENGINE_CONNECTION_H
#define SWIFT_EMOJI_FCITX5_ENGINE_CONNECTION_H

#include "wire.h"

#include <chrono>
#include <deque>
#include <optional>
#include <string>
#include <vector>
#include <sys/types.h>

namespace swift_emoji {

/// Starts the engine server on a socket pair, sends it requests and waits for their replies.
///
/// A request that gets no well-formed reply in time (the server crashed, hung or sent garbage)
/// stops the server and returns nullopt: the caller passes the key on to the application. The
/// server is started again on the next request, at most `maxStarts` times a minute.
class EngineConnection {
public:
    /// `serverPath`: the server's executable.
    explicit EngineConnection(std::string serverPath);
    ~EngineConnection();
    EngineConnection(const EngineConnection &) = delete;
    EngineConnection &operator=(const EngineConnection &) = delete;

    /// Starts the server if it is not running (so its index loads before the first key).
    void start();
    /// Sends `request` and waits for its reply.
    std::optional<Reply> call(const RequestWriter &request);
    /// The next request's serial number.
    uint32_t nextSerial() { return ++serial_; }
    /// Whether the server is running.
    bool isRunning() const { return fd_ >= 0; }
    /// How many times the server was started: a new server knows nothing it was told before.
    uint32_t generation() const { return generation_; }

    /// How long a reply may take: the first after a start waits for the index to load.
    static constexpr std::chrono::milliseconds firstReplyTimeout{5000};
    static constexpr std::chrono::milliseconds replyTimeout{1500};
    static constexpr size_t maxStarts = 5;

private:
    /// Closes the connection; `why` (a failure) also kills the server.
    void stop(const char *why);
    /// Collects the exit status of servers that were stopped, without waiting.
    void reapExited();
    bool sendAll(const std::vector<uint8_t> &bytes);
    std::optional<std::vector<uint8_t>> readFrame(std::chrono::steady_clock::time_point deadline);

    std::string serverPath_;
    int fd_ = -1;
    pid_t pid_ = -1;
    uint32_t serial_ = 0;
    uint32_t generation_ = 0;
    bool answeredSinceStart_ = false;
    std::vector<uint8_t> buffer_;
    std::deque<std::chrono::steady_clock::time_point> starts_;
    std::vector<pid_t> exited_;
};

} // namespace swift_emoji

#endif

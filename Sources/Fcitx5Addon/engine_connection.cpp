#include "engine_connection.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcitx-utils/log.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace swift_emoji {

EngineConnection::EngineConnection(std::string serverPath) : serverPath_(std::move(serverPath)) {}

EngineConnection::~EngineConnection() {
    stop(nullptr);
    // fcitx5 is leaving: give the server a moment to save its state, then leave it be.
    for (int attempt = 0; attempt < 20 && !exited_.empty(); ++attempt) {
        usleep(50 * 1000);
        reapExited();
    }
}

void EngineConnection::start() {
    if (fd_ >= 0) {
        return;
    }
    reapExited();
    const auto now = std::chrono::steady_clock::now();
    while (!starts_.empty() && now - starts_.front() > std::chrono::minutes(1)) {
        starts_.pop_front();
    }
    if (starts_.size() >= maxStarts) {
        return; // crashing over and over: keys pass through until a minute has gone by
    }
    starts_.push_back(now);

    int sockets[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) {
        FCITX_ERROR() << "swift-emoji: socketpair failed: " << std::strerror(errno);
        return;
    }
    // The server gets its end as descriptor 3 (dup2 clears close-on-exec there).
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], 3);
    char *const argv[] = {const_cast<char *>(serverPath_.c_str()), const_cast<char *>("--socket-fd"),
                          const_cast<char *>("3"), nullptr};
    pid_t pid = -1;
    const int spawned = posix_spawn(&pid, serverPath_.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(sockets[1]);
    if (spawned != 0) {
        FCITX_ERROR() << "swift-emoji: cannot start " << serverPath_ << ": " << std::strerror(spawned);
        close(sockets[0]);
        return;
    }
    fd_ = sockets[0];
    pid_ = pid;
    ++generation_;
    answeredSinceStart_ = false;
    buffer_.clear();
}

void EngineConnection::stop(const char *why) {
    if (why) {
        FCITX_WARN() << "swift-emoji: engine server stopped: " << why;
    }
    if (fd_ >= 0) {
        close(fd_); // the server saves its state and exits when its end closes
        fd_ = -1;
    }
    if (pid_ > 0) {
        if (why) {
            kill(pid_, SIGKILL); // it misbehaved: do not wait for it
        }
        exited_.push_back(pid_);
        pid_ = -1;
    }
    reapExited();
}

void EngineConnection::reapExited() {
    for (auto pid = exited_.begin(); pid != exited_.end();) {
        int status = 0;
        const pid_t result = waitpid(*pid, &status, WNOHANG);
        pid = result == 0 ? std::next(pid) : exited_.erase(pid);
    }
}

bool EngineConnection::sendAll(const std::vector<uint8_t> &bytes) {
    size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t count = send(fd_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count <= 0) {
            return false;
        }
        sent += static_cast<size_t>(count);
    }
    return true;
}

std::optional<std::vector<uint8_t>> EngineConnection::readFrame(std::chrono::steady_clock::time_point deadline) {
    while (true) {
        if (buffer_.size() >= 4) {
            uint32_t length = 0;
            for (int index = 0; index < 4; ++index) {
                length |= static_cast<uint32_t>(buffer_[index]) << (8 * index);
            }
            if (length > maxFrameBytes) {
                return std::nullopt;
            }
            if (buffer_.size() >= 4 + static_cast<size_t>(length)) {
                std::vector<uint8_t> frame(buffer_.begin() + 4, buffer_.begin() + 4 + length);
                buffer_.erase(buffer_.begin(), buffer_.begin() + 4 + length);
                return frame;
            }
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            return std::nullopt;
        }
        pollfd poller{fd_, POLLIN, 0};
        const int ready = poll(&poller, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR) {
            continue;
        }
        if (ready <= 0) {
            return std::nullopt;
        }
        uint8_t chunk[16 * 1024];
        const ssize_t count = recv(fd_, chunk, sizeof chunk, 0);
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count <= 0) {
            return std::nullopt;
        }
        buffer_.insert(buffer_.end(), chunk, chunk + count);
    }
}

std::optional<Reply> EngineConnection::call(const RequestWriter &request) {
    start();
    if (fd_ < 0) {
        return std::nullopt;
    }
    if (!sendAll(request.frame())) {
        stop("cannot write to it");
        return std::nullopt;
    }
    const uint32_t serial = serial_;
    const auto deadline =
        std::chrono::steady_clock::now() + (answeredSinceStart_ ? replyTimeout : firstReplyTimeout);
    while (true) {
        auto frame = readFrame(deadline);
        if (!frame) {
            stop("no reply in time, or it closed its end");
            return std::nullopt;
        }
        auto reply = decodeReply(*frame);
        if (!reply) {
            stop("its reply was not well-formed");
            return std::nullopt;
        }
        if (reply->serial == serial) {
            answeredSinceStart_ = true;
            return reply;
        }
        // A late reply to a request given up on: skip it.
    }
}

} // namespace swift_emoji

import Foundation

/// A child process started with `posix_spawn`, with a clean signal mask and default signal
/// handlers.
///
/// Foundation's `Process` passes on the signal mask of the thread that starts it, and test
/// threads block SIGTERM, so daemons started that way could not be stopped. These can, by PID.
final class ChildProcess {
    let pid: pid_t
    let executable: String
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` and `environment`; standard output and error go to
    /// `outputPath` (appended), or to a pipe whose read end is ``output`` when `captureOutput`.
    init(
        _ path: String, _ arguments: [String], environment: [String: String], outputPath: String,
        captureOutput: Bool = false
    ) throws {
        executable = path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        var pipeFDs: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeFDs) == 0 else { throw SessionError("pipe failed") }
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
            posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        if captureOutput { close(pipeFDs[1]) }
        guard status == 0 else {
            if captureOutput { close(pipeFDs[0]) }
            throw SessionError("cannot start \(path): \(String(cString: strerror(status)))")
        }
        pid = child
        output = captureOutput ? FileHandle(fileDescriptor: pipeFDs[0], closeOnDealloc: true) : nil
    }

    /// The read end of standard output, when captured.
    let output: FileHandle?

    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { exitStatus = status }
        return result == 0
    }

    /// Sends `signal` and waits up to `timeout` seconds, then kills.
    func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = 3) {
        guard isRunning else { return }
        kill(pid, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning, Date() < deadline { usleep(10_000) }
        if isRunning {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            exitStatus = status
        }
    }
}

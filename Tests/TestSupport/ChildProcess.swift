import Foundation

/// A child process started with `posix_spawn`, with a clean signal mask and default signal
/// handlers: the one way the tests run programs, whether daemons they stop later or commands run
/// to completion (``run(_:_:environment:input:)``).
///
/// Foundation's `Process` passes on the signal mask of the thread that starts it, and test
/// threads block SIGTERM, so daemons started that way could not be stopped. These can, by PID.
public final class ChildProcess {
    public let pid: pid_t
    public let executable: String
    private var exitStatus: Int32?
    /// The read end of standard output, when captured.
    public let output: FileHandle?
    /// The write end of standard input, when it is a pipe: closing it ends the child's input.
    public let input: FileHandle?

    /// Starts `path` with `arguments` and `environment`.
    ///
    /// Standard input is `inputPath` (or nothing), or with `inputPipe` a pipe whose write end is
    /// ``input`` (children started later do not inherit it, so the child sees its input end when
    /// this process closes it or dies); standard output and error go to `outputPath` (appended), or standard
    /// output to a pipe whose read end is ``output`` when `captureOutput`. `descriptor` gives the
    /// child one more open file: `source` here becomes `target` there.
    public init(
        _ path: String, _ arguments: [String], environment: [String: String], outputPath: String,
        captureOutput: Bool = false, inputPath: String = "/dev/null", inputPipe: Bool = false,
        descriptor: (source: Int32, target: Int32)? = nil
    ) throws {
        executable = path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var inputFDs: [Int32] = [-1, -1]
        if inputPipe {
            guard pipe(&inputFDs) == 0 else { throw TestSupportError("pipe failed") }
            // Not inherited by the children started later (dup2 clears the flag on the child's 0).
            for descriptor in inputFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, inputFDs[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        var pipeFDs: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeFDs) == 0 else { throw TestSupportError("pipe failed") }
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
            posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        }
        if let descriptor { posix_spawn_file_actions_adddup2(&actions, descriptor.source, descriptor.target) }

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
        if inputPipe { close(inputFDs[0]) }
        guard status == 0 else {
            if captureOutput { close(pipeFDs[0]) }
            if inputPipe { close(inputFDs[1]) }
            throw TestSupportError("cannot start \(path): \(String(cString: strerror(status)))")
        }
        pid = child
        output = captureOutput ? FileHandle(fileDescriptor: pipeFDs[0], closeOnDealloc: true) : nil
        input = inputPipe ? FileHandle(fileDescriptor: inputFDs[1], closeOnDealloc: true) : nil
    }

    public var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { exitStatus = status }
        return result == 0
    }

    /// Waits for the process to end; its exit status (or 128 + the signal that ended it).
    public func wait() -> Int32 {
        if exitStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            exitStatus = status
        }
        let status = exitStatus ?? 0
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Sends `signal` and waits up to `timeout` seconds, then kills.
    public func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = 3) {
        guard isRunning else { return }
        kill(pid, signal)
        Waiting.until(timeout: timeout, interval: 0.01) { !isRunning }
        if isRunning {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            exitStatus = status
        }
    }

    /// What a command run to completion printed, and how it ended.
    public struct Completion: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// Standard output as written, byte for byte.
        public let stdoutBytes: [UInt8]

        /// Standard output's lines.
        public var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Runs `path` to completion with `input` on standard input.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String], input: String? = nil
    ) throws -> Completion {
        try run(path, arguments, environment: environment, inputBytes: Array((input ?? "").utf8))
    }

    /// Runs `path` to completion with `inputBytes` (any bytes, UTF-8 or not) on standard input.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String], inputBytes: [UInt8]
    ) throws -> Completion {
        let scratch = TemporaryDirectory(prefix: "swift-emoji-run")
        let inputPath = scratch.path + "/stdin"
        let errorPath = scratch.path + "/stderr"
        try Data(inputBytes).write(to: URL(fileURLWithPath: inputPath))
        let process = try ChildProcess(
            path, arguments, environment: environment, outputPath: errorPath, captureOutput: true, inputPath: inputPath)
        let stdout = process.output!.readDataToEndOfFile()
        let status = process.wait()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
        return Completion(
            status: status, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: [UInt8](stdout))
    }
}

/// A test environment that could not be set up.
public struct TestSupportError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

import Foundation

/// Runs the built `swift-emoji` executable as a user would.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The repository root, for the data directory.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `swift-emoji` next to the test bundle in the build directory.
    static let executable: String = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // The test binary may sit inside a bundle directory (`….xctest/…`).
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("swift-emoji").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("swift-emoji").path
    }()

    var environment: [String: String] = ["SWIFT_EMOJI_DATA_DIR": root + "/data", "LANG": "C.UTF-8"]

    func run(_ arguments: [String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    func run(_ arguments: String..., input: String? = nil) throws -> Result {
        try run(arguments, input: input)
    }
}

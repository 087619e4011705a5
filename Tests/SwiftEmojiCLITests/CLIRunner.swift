import Foundation
import TestSupport

/// Runs the built `swift-emoji` executable as a user would.
struct CLIRunner {
    typealias Result = ChildProcess.Completion

    /// `swift-emoji` next to the test bundle in the build directory.
    static let executable = BuildProducts.path("swift-emoji")

    var environment: [String: String] = ["SWIFT_EMOJI_DATA_DIR": Repository.data, "LANG": "C.UTF-8"]

    func run(_ arguments: [String], input: String? = nil) throws -> Result {
        try ChildProcess.run(Self.executable, arguments, environment: environment, input: input)
    }

    func run(_ arguments: String..., input: String? = nil) throws -> Result {
        try run(arguments, input: input)
    }

    /// Runs with `bytes` on standard input, UTF-8 or not.
    func run(_ arguments: String..., bytes: [UInt8]) throws -> Result {
        try ChildProcess.run(Self.executable, arguments, environment: environment, inputBytes: bytes)
    }
}

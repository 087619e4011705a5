import Foundation

/// The executables built beside the running test bundle (`swift-emoji`, the engine, the probe).
public enum BuildProducts {
    /// The build directory: the nearest directory above the test binary holding `swift-emoji`.
    public static let directory: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // The test binary may sit inside a bundle directory (`….xctest/…`).
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("swift-emoji").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.path
    }()

    /// The path of the product `name`.
    public static func path(_ name: String) -> String { directory + "/" + name }
}

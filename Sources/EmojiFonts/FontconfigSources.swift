import CFontconfig

#if canImport(Glibc)
    import Glibc
#endif

/// The configuration files and font directories a fontconfig configuration was built from, with
/// their modification times: what fontconfig itself compares to know that fonts changed.
///
/// Kept instead of the configuration, whose font list would hold memory for as long as the engine
/// runs. A font installed or removed changes the modification time of its directory.
public struct FontconfigSources: Equatable, Sendable {
    /// Each path with its modification time (`nil`: it could not be read).
    let stamps: [String: Stamp?]

    struct Stamp: Equatable, Sendable {
        let seconds: Int
        let nanoseconds: Int
    }

    /// The paths of `configuration`, as they are now.
    init(of configuration: FontconfigConfiguration) {
        var paths: [String] = []
        for list in [
            FcConfigGetConfigFiles(configuration.config), FcConfigGetConfigDirs(configuration.config),
            FcConfigGetFontDirs(configuration.config),
        ] {
            guard let list else { continue }
            while let path = FcStrListNext(list) { paths.append(String(cString: path)) }
            FcStrListDone(list)
        }
        self.init(paths: paths)
    }

    private init(paths: [String]) {
        var stamps: [String: Stamp?] = [:]
        for path in paths { stamps[path] = Self.stamp(path) }
        self.stamps = stamps
    }

    /// Whether every path still has the modification time it had (one `stat` per path).
    public var areUnchanged: Bool {
        stamps.allSatisfy { path, stamp in Self.stamp(path) == stamp }
    }

    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    }
}

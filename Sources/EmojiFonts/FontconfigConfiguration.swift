import CFontconfig

#if canImport(Glibc)
    import Glibc
#endif

/// A fontconfig configuration with its font list: the desktop's (honouring `FONTCONFIG_FILE`), or
/// one read from a given file (tests, diagnostics).
///
/// Not thread-safe: use one from one thread at a time.
public final class FontconfigConfiguration {
    let config: OpaquePointer

    /// Loads the desktop's configuration and fonts, as applications do.
    public convenience init() throws(EmojiFontError) {
        guard let config = FcInitLoadConfigAndFonts() else { throw .cannotLoad(file: nil) }
        self.init(owning: config)
    }

    /// Loads the configuration in `file` and the fonts it names.
    public convenience init(file: String) throws(EmojiFontError) {
        // Checked here: fontconfig would also print its own complaint on standard error.
        guard access(file, R_OK) == 0, let config = FcConfigCreate() else { throw .cannotLoad(file: file) }
        guard withFontconfigString(file, { FcConfigParseAndLoad(config, $0, 1) }) != 0, FcConfigBuildFonts(config) != 0
        else {
            FcConfigDestroy(config)
            throw .cannotLoad(file: file)
        }
        self.init(owning: config)
    }

    private init(owning config: OpaquePointer) {
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The files and directories this configuration was built from, to tell later whether fonts
    /// changed.
    public var sources: FontconfigSources { FontconfigSources(of: self) }
}

/// Why fontconfig could not answer.
public enum EmojiFontError: Error, CustomStringConvertible, Equatable {
    /// The configuration (the desktop's when `file` is `nil`) could not be loaded.
    case cannotLoad(file: String?)

    public var description: String {
        switch self {
        case .cannotLoad(nil): "fontconfig could not load its configuration"
        case .cannotLoad(let file?): "fontconfig could not load the configuration \(file)"
        }
    }
}

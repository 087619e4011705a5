#if canImport(Glibc)
    import Glibc
#endif
#if FUZZING
    import CFuzzing
#endif

/// Replays fuzz inputs from files (or every file of directories) through a fuzz entry point, for
/// reproducing crashes without libFuzzer.
public enum FuzzReplay {
    public static func run(_ paths: some Collection<String>, _ entry: (UnsafePointer<UInt8>, Int) -> CInt) throws {
        var count = 0
        for path in paths {
            for file in files(at: path) {
                let bytes = try read(file)
                bytes.withUnsafeBufferPointer { buffer in
                    var empty: UInt8 = 0
                    _ = entry(buffer.baseAddress ?? withUnsafePointer(to: &empty) { $0 }, buffer.count)
                }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }

    /// The files of a directory (sorted), or the path itself.
    public static func files(at path: String) -> [String] {
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    public static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw ReplayError(path: path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = fread(&buffer, 1, buffer.count, file)
            if got == 0 { break }
            bytes += buffer[0..<got]
        }
        return bytes
    }

    struct ReplayError: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot read \(path)" }
    }
}

/// The entry point of a fuzz binary: libFuzzer when built with `-D FUZZING`, replay otherwise.
public enum FuzzEntry {
    typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// The harness `callback` runs: a C function pointer cannot capture it.
    nonisolated(unsafe) private static var harness: (([UInt8]) -> Void)?

    private static let callback: Callback = { data, size in
        harness?(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    /// Makes the harness (once: opening the data is not part of each input), then runs it under
    /// libFuzzer or on the files and directories named on the command line, and exits.
    public static func run(_ makeHarness: () throws -> ([UInt8]) -> Void) -> Never {
        do {
            harness = try makeHarness()
        } catch {
            print("fuzz: \(error)")
            exit(1)
        }
        exit(main(CommandLine.argc, CommandLine.unsafeArgv, callback))
    }

    private static func main(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        _ callback: Callback
    ) -> CInt {
        #if FUZZING
            var count = argc
            var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
            return LLVMFuzzerRunDriver(&count, &arguments, callback)
        #else
            let paths = (1..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
            do {
                try FuzzReplay.run(paths) { callback($0, $1) }
                return 0
            } catch {
                print(error)
                return 1
            }
        #endif
    }
}

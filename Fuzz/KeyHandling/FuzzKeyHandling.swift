import CFuzzing
import EmojiFuzzing
import EmojiKit
#if canImport(Glibc)
import Glibc
#endif

// One binary, two builds. With `-D FUZZING -sanitize=fuzzer,address` (make fuzz), the entry point
// runs libFuzzer on the key-handling harness. Otherwise it replays inputs given as files or
// directories: `fuzz-key-handling Fuzz/Corpus/key-handling`.
nonisolated(unsafe) private var fuzzer: KeyHandlingFuzzer?

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if fuzzer == nil { fuzzer = KeyHandlingFuzzer(database: try! DataLocation.openDatabase()) }
    fuzzer!.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@main
struct FuzzKeyHandlingMain {
    static func main() {
        exit(FuzzEntry.main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzOne(data, size) })
    }
}

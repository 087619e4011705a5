import CFuzzing
import EmojiFuzzing
import EmojiKit
#if canImport(Glibc)
import Glibc
#endif

// One binary, two builds. With `-D FUZZING -sanitize=fuzzer,address` (make fuzz), the entry point
// runs libFuzzer on the index-loader harness. Otherwise it replays inputs given as files or
// directories: `fuzz-index-loader Fuzz/Corpus/index-loader`.
nonisolated(unsafe) private var fuzzer: IndexLoaderFuzzer?

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if fuzzer == nil { fuzzer = try! IndexLoaderFuzzer(indexPath: DataLocation.indexPath()) }
    fuzzer!.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@main
struct FuzzIndexLoaderMain {
    static func main() {
        exit(FuzzEntry.main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzOne(data, size) })
    }
}

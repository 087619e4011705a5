import EmojiFuzzing
import EmojiKit

/// `fuzz-index-loader`.
///
/// One binary, two builds: with `-D FUZZING -sanitize=fuzzer,address` (make fuzz) it runs libFuzzer on the index-loader
/// harness; otherwise it replays inputs given as files or directories: `fuzz-index-loader Fuzz/Corpus/index-loader`.
@main
struct FuzzIndexLoaderMain {
    static func main() {
        FuzzEntry.run { try IndexLoaderFuzzer(indexPath: DataLocation.indexPath()).run }
    }
}

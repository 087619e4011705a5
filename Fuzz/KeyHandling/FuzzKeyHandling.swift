import EmojiFuzzing
import EmojiKit

/// `fuzz-key-handling`.
///
/// One binary, two builds: with `-D FUZZING -sanitize=fuzzer,address` (make fuzz) it runs libFuzzer on the key-handling
/// harness; otherwise it replays inputs given as files or directories: `fuzz-key-handling Fuzz/Corpus/key-handling`.
@main
struct FuzzKeyHandlingMain {
    static func main() {
        FuzzEntry.run { KeyHandlingFuzzer(database: try DataLocation.openDatabase()).run }
    }
}

import CIBus
import EmojiInput
import FoundationEssentials
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `swift-emoji-ibus-probe`: plays an application (and, with `--panel`, the panel) on a running
/// ibus-daemon, for the integration tests and the benchmarks.
///
/// Reads commands from standard input, one per line, runs them in order, and prints one JSON
/// object per line for each command's result and each signal the input context (or panel)
/// receives. Commands:
///
///     engine NAME                  focus in and switch to engine NAME, waiting until it is set
///     key NAME                     press and release (X keysym names, chords, bare-modifier taps)
///     press NAME / release NAME    one event
///     purpose free-form|password|pin
///     focus-in / focus-out / reset
///     panel page-up|page-down|cursor-up|cursor-down|click N|property NAME STATE
///     wait MS                      run the main loop for MS milliseconds
///
/// Output objects have `event` (`engine`, `key`, `signal`, `error`) and fields per kind. Options
/// (see ``ProbeOptions``): `--panel`, `--quiet`, `--desktop-capabilities`, `--settle MS`.
@main
struct ProbeMain {
    static func main() {
        let options = ProbeOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        ibus_init()
        guard let bus = ibus_bus_new(), ibus_bus_is_connected(bus) != 0 else {
            ProbeOutput.emit(ProbeEvent(event: "error", message: "cannot connect to ibus-daemon"))
            exit(1)
        }
        let session = ProbeSession(bus: bus, options: options)
        ProbeOutput.batched = options.quiet
        while true {
            ProbeOutput.flushIfIdle()
            guard let line = readLine() else { break }
            let trimmed = line.trimmingSpaces
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            session.run(trimmed)
        }
        session.drain(milliseconds: 50)
        fflush(nil)
        exit(0)
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}

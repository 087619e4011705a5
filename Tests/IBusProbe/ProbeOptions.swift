/// Command-line options of the probe.
struct ProbeOptions {
    /// Also play the panel in this process (tests of panel buttons, clicks and menus).
    var playPanel = false
    /// Only time signals, do not print them (benchmarks).
    var quiet = false
    /// Capabilities of a GTK application (preedit, focus, surrounding text): auxiliary text and
    /// candidates then go to the panel, as on a desktop.
    var desktopCapabilities = false
    /// After each key press, keep running until no update (in the application or the panel)
    /// has arrived for this long, so updates an engine sends later (from an idle callback) count.
    var settleMilliseconds = 0
    /// The client name of the probe's input contexts, which the daemon passes on to the engine
    /// (`QIBusInputContext` plays a Qt application).
    var clientName = "swift-emoji-probe"
    /// Keep the engine's first focus, which comes before the daemon knows the engine takes focus
    /// ids and so names no client; by default `engine` focuses the context again, as when an
    /// application is focused after the engine started.
    var firstFocusUnnamed = false

    init(arguments: [String]) {
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--panel": playPanel = true
            case "--quiet": quiet = true
            case "--desktop-capabilities": desktopCapabilities = true
            case "--first-focus-unnamed": firstFocusUnnamed = true
            case "--client":
                index += 1
                if index < arguments.count { clientName = arguments[index] }
            case "--settle":
                index += 1
                settleMilliseconds = index < arguments.count ? Int(arguments[index]) ?? 0 : 0
            default: break
            }
            index += 1
        }
    }
}

import CIBus
import EmojiInput
import TestSupport

/// The probe's input contexts (and optional panel) and the commands run on them.
final class ProbeSession {
    let bus: UnsafeMutablePointer<IBusBus>
    /// The context keys go to; `context NAME` switches (several applications in turn).
    private(set) var context: UnsafeMutablePointer<IBusInputContext>
    /// Every context by name, and names by context (to label signals).
    private var contexts: [String: UnsafeMutablePointer<IBusInputContext>] = [:]
    private(set) var contextNames: [UnsafeMutableRawPointer: String] = [:]
    private let capabilities: guint
    private var panel: UnsafeMutablePointer<IBusPanelService>?
    /// When each UI signal since the last key event or panel command arrived (monotonic
    /// microseconds).
    var signalTimes: [Int] = []
    /// Time of the last of those signals (0 if none), for latencies.
    var lastSignalTime: Int { signalTimes.last ?? 0 }
    /// Only record when signals arrive (benchmarks: the client does no work of its own).
    let quiet: Bool
    private let settle: Int
    /// Set by the key reply callback.
    var pendingReply: (handled: Bool, time: Int)?
    /// When the last `engine` command asked for the engine (for start-up figures).
    private var engineRequested: Int?
    /// The client name of the contexts (see ``ProbeOptions/clientName``).
    private let clientName: String
    private let firstFocusUnnamed: Bool

    init(bus: UnsafeMutablePointer<IBusBus>, options: ProbeOptions) {
        self.bus = bus
        quiet = options.quiet
        settle = options.settleMilliseconds
        // With the property capability the application shows the engine's menu itself and the
        // daemon does not send it to the panel; when playing the panel, leave it out. A GTK
        // application has preedit, focus and surrounding text only: the panel gets the rest.
        var capabilities = IBUS_CAP_PREEDIT_TEXT.rawValue | IBUS_CAP_FOCUS.rawValue
        if options.desktopCapabilities {
            capabilities |= IBUS_CAP_SURROUNDING_TEXT.rawValue
        } else {
            capabilities |= IBUS_CAP_AUXILIARY_TEXT.rawValue | IBUS_CAP_LOOKUP_TABLE.rawValue
            if !options.playPanel { capabilities |= IBUS_CAP_PROPERTY.rawValue }
        }
        self.capabilities = capabilities
        clientName = options.clientName
        firstFocusUnnamed = options.firstFocusUnnamed
        context = ibus_bus_create_input_context(bus, clientName)!
        contexts["main"] = context
        contextNames[UnsafeMutableRawPointer(context)] = "main"
        ibus_input_context_set_capabilities(context, capabilities)
        ProbeSignals.connect(context: context, session: self)
        if options.playPanel {
            panel = ibus_panel_service_new(ibus_bus_get_connection(bus))
            ProbeSignals.connect(panel: panel!, session: self)
            ibus_bus_request_name(bus, "org.freedesktop.IBus.Panel", 0)
        }
    }

    func run(_ line: String) {
        let words = line.split(separator: " ").map(String.init)
        let argument = words.dropFirst().joined(separator: " ")
        switch words[0] {
        case "engine": setEngine(argument)
        case "key": key(argument, events: nil)
        case "press", "release": single(argument, release: words[0] == "release")
        case "purpose": purpose(argument)
        case "focus-in":
            ibus_input_context_focus_in(context)
            drain(milliseconds: 30)
        case "focus-out":
            ibus_input_context_focus_out(context)
            drain(milliseconds: 30)
        case "reset":
            ibus_input_context_reset(context)
            drain(milliseconds: 30)
        case "panel": panelCommand(Array(words.dropFirst()))
        case "context": switchContext(to: argument)
        case "wait": drain(milliseconds: Int(argument) ?? 100)
        default: ProbeOutput.emit(ProbeEvent(event: "error", message: "unknown command \(words[0])"))
        }
    }

    /// Runs the main loop for `milliseconds` (at least one pass over pending events).
    func drain(milliseconds: Int) {
        let end = ProbeOutput.now() + milliseconds * 1000
        repeat {
            iterate(until: end)
        } while ProbeOutput.now() < end
    }

    /// Runs the main loop until `condition` holds or `timeout` milliseconds pass.
    @discardableResult
    func wait(timeout: Int, until condition: () -> Bool) -> Bool {
        let end = ProbeOutput.now() + timeout * 1000
        while !condition() {
            if ProbeOutput.now() > end { return false }
            iterate(until: end)
        }
        return true
    }

    /// One main-loop iteration that sleeps in the loop's poll, as an application does, until a
    /// message arrives or `deadline` (monotonic microseconds) passes: a message is seen the
    /// moment it is delivered, not at the next turn of a polling loop.
    private func iterate(until deadline: Int) {
        let remaining = deadline - ProbeOutput.now()
        guard remaining > 0 else {
            g_main_context_iteration(nil, 0)
            return
        }
        let timer = g_timeout_source_new(guint((remaining + 999) / 1000))!
        g_source_set_callback(timer, { _ in 0 }, nil, nil)
        g_source_attach(timer, nil)
        g_main_context_iteration(nil, 1)
        g_source_destroy(timer)
        g_source_unref(timer)
    }

    /// Focuses another application's input context (made on first use), the current one
    /// losing focus, as when the user clicks into another window.
    private func switchContext(to name: String) {
        ibus_input_context_focus_out(context)
        if let existing = contexts[name] {
            context = existing
        } else {
            let made = ibus_bus_create_input_context(bus, clientName)!
            ibus_input_context_set_capabilities(made, capabilities)
            ProbeSignals.connect(context: made, session: self)
            contexts[name] = made
            contextNames[UnsafeMutableRawPointer(made)] = name
            context = made
        }
        ibus_input_context_focus_in(context)
        drain(milliseconds: 50)
        ProbeOutput.emit(ProbeEvent(event: "context", name: name))
    }

    private func setEngine(_ name: String) {
        let start = ProbeOutput.now()
        engineRequested = start
        ibus_input_context_focus_in(context)
        ibus_input_context_set_engine(context, name)
        let ready = wait(timeout: 15_000) {
            guard let description = ibus_input_context_get_engine(context) else { return false }
            return String(cString: ibus_engine_desc_get_name(description)) == name
        }
        drain(milliseconds: 20)
        if ready, !firstFocusUnnamed {
            // The engine's first focus names no client (the daemon asks the engine whether it
            // takes focus ids only once it has made it); focused again, the context is named.
            ibus_input_context_focus_out(context)
            ibus_input_context_focus_in(context)
            drain(milliseconds: 30)
        }
        ProbeOutput.emit(
            ProbeEvent(
                event: ready ? "engine" : "error", name: name,
                milliseconds: Double(ProbeOutput.now() - start) / 1000,
                message: ready ? nil : "engine \(name) was not set"))
    }

    private func key(_ name: String, events: [KeyEvent]?) {
        guard let script = try? KeyScript([name]) else {
            ProbeOutput.emit(ProbeEvent(event: "error", message: "unknown key \(name)"))
            return
        }
        // One `key` line per step, after everything its events caused (a tap acts on release).
        let step = script.steps[0]
        var line = ProbeEvent(event: "key", key: name, handled: false, latencyMicroseconds: -1)
        for (index, event) in step.events.enumerated() {
            let sentAt = ProbeOutput.now()
            var (handled, latency) = send(event)
            if settle > 0 {
                // Wait for updates sent later (idle callbacks); the latency ends at the last one.
                var quietSince = max(lastSignalTime, sentAt + latency)
                while ProbeOutput.now() - quietSince < settle * 1000 {
                    iterate(until: quietSince + settle * 1000)
                    quietSince = max(quietSince, lastSignalTime)
                }
                if lastSignalTime > sentAt { latency = max(latency, lastSignalTime - sentAt) }
            }
            if quiet {
                // Benchmarks get every event with its times (a tap acts on its release).
                var detail = ProbeEvent(event: "key-event", key: name, handled: handled, latencyMicroseconds: latency)
                detail.sentAt = sentAt
                detail.lastUpdateAt = sentAt + latency
                detail.replyMicroseconds = pendingReply.map { $0.time - sentAt }
                detail.release = event.isRelease
                detail.updateMicroseconds = signalTimes.map { $0 - sentAt }
                ProbeOutput.emit(detail)
            }
            if index == step.mainEvent {
                line.handled = handled
                line.latencyMicroseconds = latency
                line.sentAt = sentAt
                line.lastUpdateAt = sentAt + latency
                if let engineRequested, let reply = pendingReply {
                    line.sinceEngineMicroseconds = reply.time - engineRequested
                }
            }
        }
        ProbeOutput.emit(line)
    }

    private func single(_ name: String, release: Bool) {
        guard let chord = KeyChord(parsing: name) else {
            ProbeOutput.emit(ProbeEvent(event: "error", message: "unknown key \(name)"))
            return
        }
        var event = chord.event
        event.isRelease = release
        let (handled, latency) = send(event)
        ProbeOutput.emit(
            ProbeEvent(
                event: "key", key: (release ? "release " : "press ") + name, handled: handled,
                latencyMicroseconds: latency))
    }

    /// Sends one key event and waits for its reply; returns whether it was handled and the
    /// latency to the last update it caused.
    func send(_ event: KeyEvent) -> (Bool, Int) {
        var state = event.modifiers.rawValue
        if event.isRelease { state |= IBUS_RELEASE_MASK.rawValue }
        pendingReply = nil
        signalTimes = []
        let start = ProbeOutput.now()
        ibus_input_context_process_key_event_async(
            context, event.keysym.rawValue, 0, state, -1, nil, ProbeSignals.keyReply,
            Unmanaged.passUnretained(self).toOpaque())
        let answered = wait(timeout: 10_000) { pendingReply != nil }
        // Updates the key caused arrive before its reply; take any straggler too.
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        guard answered, let reply = pendingReply else {
            ProbeOutput.emit(ProbeEvent(event: "error", message: "no reply to key \(event)"))
            return (false, -1)
        }
        return (reply.handled, max(reply.time, lastSignalTime) - start)
    }

    /// `purpose password`, `purpose pin`, `purpose free-form`, or `purpose private` (a free-form
    /// field of a private window: the private hint).
    private func purpose(_ name: String) {
        let purpose: IBusInputPurpose =
            switch name {
            case "password": IBUS_INPUT_PURPOSE_PASSWORD
            case "pin": IBUS_INPUT_PURPOSE_PIN
            default: IBUS_INPUT_PURPOSE_FREE_FORM
            }
        let hints = name == "private" ? guint(IBUS_INPUT_HINT_PRIVATE.rawValue) : 0
        ibus_input_context_set_content_type(context, purpose.rawValue, hints)
        drain(milliseconds: 50)
    }

    private func panelCommand(_ words: [String]) {
        guard let panel, let command = words.first else {
            ProbeOutput.emit(ProbeEvent(event: "error", message: "panel commands need --panel"))
            return
        }
        signalTimes = []
        switch command {
        case "page-up": ibus_panel_service_page_up(panel)
        case "page-down": ibus_panel_service_page_down(panel)
        case "cursor-up": ibus_panel_service_cursor_up(panel)
        case "cursor-down": ibus_panel_service_cursor_down(panel)
        case "click": ibus_panel_service_candidate_clicked(panel, guint(Int(words.dropFirst().first ?? "0") ?? 0), 1, 0)
        case "property":
            let name = words.count > 1 ? words[1] : ""
            let state = guint(words.count > 2 ? Int(words[2]) ?? 1 : 1)
            ibus_panel_service_property_activate(panel, name, state)
        default:
            ProbeOutput.emit(ProbeEvent(event: "error", message: "unknown panel command \(command)"))
            return
        }
        // The effect comes back asynchronously through the daemon.
        let changed = wait(timeout: 2000) { !signalTimes.isEmpty }
        drain(milliseconds: changed ? 30 : 0)
        ProbeOutput.emit(
            ProbeEvent(event: "panel", name: words.joined(separator: " "), message: changed ? nil : "no update"))
    }
}

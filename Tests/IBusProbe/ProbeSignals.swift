import CIBus
import TestSupport

/// C callbacks of the probe: input-context and panel signals, and key replies.
///
/// Each turns what it receives into a ``ProbeEvent`` line. User data is the ``ProbeSession``.
enum ProbeSignals {
    typealias Context = UnsafeMutablePointer<IBusInputContext>?
    typealias Data = UnsafeMutableRawPointer?

    static func connect(context: UnsafeMutablePointer<IBusInputContext>, session: ProbeSession) {
        let data = Unmanaged.passUnretained(session).toOpaque()
        let commit: @convention(c) (Context, UnsafeMutablePointer<IBusText>?, Data) -> Void = { context, text, data in
            ProbeSignals.signal(
                data, ProbeEvent(event: "signal", signal: "commit-text", text: ProbeSignals.string(text)), from: context
            )
        }
        let preedit: @convention(c) (Context, UnsafeMutablePointer<IBusText>?, guint, gboolean, Data) -> Void = {
            context, text, cursor, visible, data in
            ProbeSignals.signal(
                data,
                ProbeEvent(
                    event: "signal", signal: "update-preedit-text", text: ProbeSignals.string(text),
                    visible: visible != 0, cursor: Int(cursor)), from: context)
        }
        let auxiliary: @convention(c) (Context, UnsafeMutablePointer<IBusText>?, gboolean, Data) -> Void = {
            _, text, visible, data in
            ProbeSignals.signal(
                data,
                ProbeEvent(
                    event: "signal", signal: "update-auxiliary-text", text: ProbeSignals.string(text),
                    visible: visible != 0))
        }
        let table: @convention(c) (Context, UnsafeMutablePointer<IBusLookupTable>?, gboolean, Data) -> Void = {
            context, table, visible, data in
            ProbeSignals.signal(data, ProbeSignals.lookupTable(table!, visible: visible != 0), from: context)
        }
        let properties: @convention(c) (Context, UnsafeMutablePointer<IBusPropList>?, Data) -> Void = { _, list, data in
            ProbeSignals.signal(data, ProbeSignals.propertiesEvent("register-properties", list))
        }
        let hidden: [(String, @convention(c) (Context, Data) -> Void)] = [
            (
                "hide-preedit-text",
                { _, data in ProbeSignals.signal(data, ProbeEvent(event: "signal", signal: "hide-preedit-text")) }
            ),
            (
                "hide-auxiliary-text",
                { _, data in ProbeSignals.signal(data, ProbeEvent(event: "signal", signal: "hide-auxiliary-text")) }
            ),
            (
                "hide-lookup-table",
                { _, data in ProbeSignals.signal(data, ProbeEvent(event: "signal", signal: "hide-lookup-table")) }
            ),
        ]
        swift_emoji_signal_connect(context, "commit-text", unsafeBitCast(commit, to: GCallback.self), data)
        swift_emoji_signal_connect(context, "update-preedit-text", unsafeBitCast(preedit, to: GCallback.self), data)
        swift_emoji_signal_connect(context, "update-auxiliary-text", unsafeBitCast(auxiliary, to: GCallback.self), data)
        swift_emoji_signal_connect(context, "update-lookup-table", unsafeBitCast(table, to: GCallback.self), data)
        swift_emoji_signal_connect(context, "register-properties", unsafeBitCast(properties, to: GCallback.self), data)
        for (name, callback) in hidden {
            swift_emoji_signal_connect(context, name, unsafeBitCast(callback, to: GCallback.self), data)
        }
    }

    static func connect(panel: UnsafeMutablePointer<IBusPanelService>, session: ProbeSession) {
        let data = Unmanaged.passUnretained(session).toOpaque()
        let properties: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<IBusPropList>?, Data) -> Void = {
            _, list, data in
            ProbeSignals.signal(data, ProbeSignals.propertiesEvent("panel-register-properties", list))
        }
        swift_emoji_signal_connect(panel, "register-properties", unsafeBitCast(properties, to: GCallback.self), data)
        // What the daemon shows in the panel (when the application lacks those capabilities).
        let auxiliary:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<IBusText>?, gboolean, Data) -> Void = {
                _, text, visible, data in
                ProbeSignals.signal(
                    data,
                    ProbeEvent(
                        event: "signal", signal: "panel-update-auxiliary-text", text: ProbeSignals.string(text),
                        visible: visible != 0))
            }
        let table:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<IBusLookupTable>?, gboolean, Data) -> Void =
                { _, table, visible, data in
                    ProbeSignals.signal(
                        data,
                        ProbeSignals.lookupTable(table!, visible: visible != 0, signal: "panel-update-lookup-table"))
                }
        let hidden: [(String, @convention(c) (UnsafeMutableRawPointer?, Data) -> Void)] = [
            (
                "hide-auxiliary-text",
                { _, data in ProbeSignals.signal(data, ProbeEvent(event: "signal", signal: "panel-hide-auxiliary-text"))
                }
            ),
            (
                "hide-lookup-table",
                { _, data in ProbeSignals.signal(data, ProbeEvent(event: "signal", signal: "panel-hide-lookup-table")) }
            ),
        ]
        swift_emoji_signal_connect(panel, "update-auxiliary-text", unsafeBitCast(auxiliary, to: GCallback.self), data)
        swift_emoji_signal_connect(panel, "update-lookup-table", unsafeBitCast(table, to: GCallback.self), data)
        for (name, callback) in hidden {
            swift_emoji_signal_connect(panel, name, unsafeBitCast(callback, to: GCallback.self), data)
        }
    }

    /// Reply to `process_key_event_async`.
    static let keyReply: GAsyncReadyCallback = { source, result, data in
        let session = Unmanaged<ProbeSession>.fromOpaque(data!).takeUnretainedValue()
        var error: UnsafeMutablePointer<GError>?
        let handled = ibus_input_context_process_key_event_async_finish(
            UnsafeMutableRawPointer(source!).assumingMemoryBound(to: IBusInputContext.self), result, &error)
        if let error { g_error_free(error) }
        session.pendingReply = (handled != 0, ProbeOutput.now())
    }

    /// Records the arrival time, then (unless quiet) prints the event, built only then.
    fileprivate static func signal(_ data: Data, _ event: @autoclosure () -> ProbeEvent, from context: Context = nil) {
        let now = ProbeOutput.now()
        let session = Unmanaged<ProbeSession>.fromOpaque(data!).takeUnretainedValue()
        session.signalTimes.append(now)
        guard !session.quiet else { return }
        var line = event()
        if let context { line.context = session.contextNames[UnsafeMutableRawPointer(context)] }
        ProbeOutput.emit(line)
    }

    fileprivate static func string(_ text: UnsafeMutablePointer<IBusText>?) -> String {
        guard let text, let chars = ibus_text_get_text(text) else { return "" }
        return String(cString: chars)
    }

    fileprivate static func lookupTable(
        _ table: UnsafeMutablePointer<IBusLookupTable>, visible: Bool, signal: String = "update-lookup-table"
    ) -> ProbeEvent {
        let count = ibus_lookup_table_get_number_of_candidates(table)
        var rows: [String] = []
        var labels: [String] = []
        for index in 0..<count {
            rows.append(string(ibus_lookup_table_get_candidate(table, index)))
            if let label = ibus_lookup_table_get_label(table, index) { labels.append(string(label)) }
        }
        let cursor = Int(ibus_lookup_table_get_cursor_pos(table))
        var event = ProbeEvent(
            event: "signal", signal: signal, visible: visible, cursor: cursor,
            cursorVisible: ibus_lookup_table_is_cursor_visible(table) != 0, rows: rows, labels: labels)
        if cursor < Int(count), let text = ibus_lookup_table_get_candidate(table, guint(cursor)) {
            event.highlighted = highlighted(text)
        }
        return event
    }

    /// The part of `text` under a background attribute (how the engine marks the focused emoji).
    private static func highlighted(_ text: UnsafeMutablePointer<IBusText>) -> String? {
        guard let attributes = text.pointee.attrs else { return nil }
        var index: guint = 0
        while let attribute = ibus_attr_list_get(attributes, index) {
            index += 1
            guard attribute.pointee.type == IBUS_ATTR_TYPE_BACKGROUND.rawValue else { continue }
            let scalars = Array(string(text).unicodeScalars)
            let start = Int(attribute.pointee.start_index)
            let end = min(Int(attribute.pointee.end_index), scalars.count)
            guard start < end else { return nil }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<end])
            return String(view)
        }
        return nil
    }

    /// A property list's signal: its keys, and their labels in the same order.
    fileprivate static func propertiesEvent(_ signal: String, _ list: UnsafeMutablePointer<IBusPropList>?) -> ProbeEvent
    {
        let found = properties(list)
        return ProbeEvent(event: "signal", signal: signal, labels: found.map(\.label), keys: found.map(\.key))
    }

    /// The keys and labels of a property list and its submenus, depth first.
    fileprivate static func properties(_ list: UnsafeMutablePointer<IBusPropList>?) -> [(key: String, label: String)] {
        guard let list else { return [] }
        var found: [(key: String, label: String)] = []
        var index: guint = 0
        while let property = ibus_prop_list_get(list, index) {
            index += 1
            found.append((String(cString: ibus_property_get_key(property)), string(ibus_property_get_label(property))))
            found += properties(ibus_property_get_sub_props(property))
        }
        return found
    }
}

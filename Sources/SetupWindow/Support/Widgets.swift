import CAdwaita

/// A GTK widget, as GTK's constructors return it.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

/// A widget as the pointer type a GTK or libadwaita function takes (their casts are C macros).
func cast<T>(_ widget: Widget) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// A widget as an opaque pointer (the final types of GTK and libadwaita).
func cast(_ widget: Widget) -> OpaquePointer { OpaquePointer(widget) }

/// A widget as signal and property functions take it.
func raw(_ widget: Widget) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }

/// The rows and groups the pages are made of, after GNOME's preferences windows.
@MainActor
enum Rows {
    static func page(_ title: String, icon: String) -> Widget {
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(cast(page), title)
        adw_preferences_page_set_icon_name(cast(page), icon)
        return page
    }

    static func group(_ title: String, description: String? = nil, in page: Widget) -> Widget {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), title)
        if let description { adw_preferences_group_set_description(cast(group), description) }
        adw_preferences_page_add(cast(page), cast(group))
        return group
    }

    static func add(_ row: Widget, to group: Widget) {
        adw_preferences_group_add(cast(group), row)
    }

    /// A row with a title and a subtitle.
    static func actionRow(_ title: String, subtitle: String? = nil) -> Widget {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row), title)
        if let subtitle { adw_action_row_set_subtitle(cast(row), subtitle) }
        return row
    }

    /// One radio row per choice (a check button in front, all in one group); `onSelect` gets the
    /// index chosen.
    @discardableResult
    static func radioRows(
        _ choices: [(title: String, subtitle: String?)], selected: Int, in group: Widget,
        onSelect: @escaping @MainActor (Int) -> Void
    ) -> [Widget] {
        var buttons: [Widget] = []
        for (index, choice) in choices.enumerated() {
            let row = actionRow(choice.title, subtitle: choice.subtitle)
            let button = gtk_check_button_new()!
            if let first = buttons.first { gtk_check_button_set_group(cast(button), cast(first)) }
            gtk_check_button_set_active(cast(button), index == selected ? 1 : 0)
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            swift_emoji_set_accessible_label(button, choice.title)
            adw_action_row_add_prefix(cast(row), button)
            adw_action_row_set_activatable_widget(cast(row), button)
            Signals.connect(raw(button), "toggled") {
                if gtk_check_button_get_active(cast(button)) != 0 { onSelect(index) }
            }
            add(row, to: group)
            buttons.append(button)
        }
        return buttons
    }

    /// A row with a switch.
    static func switchRow(
        _ title: String, subtitle: String?, active: Bool, in group: Widget,
        onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        let row = actionRow(title, subtitle: subtitle)
        let toggle = gtk_switch_new()!
        gtk_switch_set_active(cast(toggle), active ? 1 : 0)
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        swift_emoji_set_accessible_label(toggle, title)
        adw_action_row_add_suffix(cast(row), toggle)
        adw_action_row_set_activatable_widget(cast(row), toggle)
        Signals.onNotify(raw(toggle), "active") { onToggle(gtk_switch_get_active(cast(toggle)) != 0) }
        add(row, to: group)
    }

    /// A row with a number.
    static func spinRow(
        _ title: String, subtitle: String?, value: Int, range: ClosedRange<Int>, in group: Widget,
        onChange: @escaping @MainActor (Int) -> Void
    ) {
        let row = actionRow(title, subtitle: subtitle)
        let spin = gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)!
        gtk_spin_button_set_value(cast(spin), Double(value))
        gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
        swift_emoji_set_accessible_label(spin, title)
        adw_action_row_add_suffix(cast(row), spin)
        Signals.connect(raw(spin), "value-changed") { onChange(Int(gtk_spin_button_get_value_as_int(cast(spin)))) }
        add(row, to: group)
    }

    /// A row with a drop-down list of choices.
    static func comboRow(
        _ title: String, subtitle: String?, choices: [String], selected: Int, in group: Widget,
        onSelect: @escaping @MainActor (Int) -> Void
    ) {
        let row = adw_combo_row_new()!
        adw_preferences_row_set_title(cast(row), title)
        if let subtitle { adw_action_row_set_subtitle(cast(row), subtitle) }
        let model = stringList(choices)
        adw_combo_row_set_model(cast(row), model)
        adw_combo_row_set_selected(cast(row), guint(max(0, selected)))
        Signals.onNotify(raw(row), "selected") { onSelect(Int(adw_combo_row_get_selected(cast(row)))) }
        add(row, to: group)
    }

    /// A row with a button at its end.
    @discardableResult
    static func buttonRow(
        _ title: String, subtitle: String?, button label: String, destructive: Bool = false, in group: Widget,
        onClick: @escaping @MainActor () -> Void
    ) -> Widget {
        let row = actionRow(title, subtitle: subtitle)
        let button = self.button(label, destructive: destructive, onClick: onClick)
        adw_action_row_add_suffix(cast(row), button)
        add(row, to: group)
        return row
    }

    /// A button with a text label.
    static func button(_ label: String, destructive: Bool = false, onClick: @escaping @MainActor () -> Void) -> Widget {
        let button = gtk_button_new_with_label(label)!
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        if destructive { gtk_widget_add_css_class(button, "destructive-action") }
        Signals.connect(raw(button), "clicked", onClick)
        return button
    }

    /// A flat button showing an icon, named for assistive technologies.
    static func iconButton(_ icon: String, label: String, onClick: @escaping @MainActor () -> Void) -> Widget {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_tooltip_text(button, label)
        swift_emoji_set_accessible_label(button, label)
        Signals.connect(raw(button), "clicked", onClick)
        return button
    }

    /// A GtkStringList of `strings`.
    static func stringList(_ strings: [String]) -> OpaquePointer {
        var pointers = strings.map { UnsafePointer(strdup($0)) } + [nil]
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return gtk_string_list_new(&pointers)
    }
}

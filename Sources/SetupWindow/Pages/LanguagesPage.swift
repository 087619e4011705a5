import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

/// The search languages in order, each by its own name.
///
/// Add (from the locales the index has), remove, move up or down. With none chosen, the
/// languages of the environment apply, and the page says which.
@MainActor
final class LanguagesPage: PreferencesPage {
    let widget: Widget
    private let settings: GSettingsStore
    private let window: Widget
    private let group: RowGroup
    private var chooser: LanguageChooser?

    init(settings: GSettingsStore, window: Widget) {
        self.settings = settings
        self.window = window
        widget = Rows.page(UIText.localized("Languages"), icon: "preferences-desktop-locale-symbolic")
        group = RowGroup(
            UIText.localized("Search languages"),
            description: UIText.localized(
                "Emoji are found by their names and keywords in these languages, and named in the first."),
            in: widget)
        let add = Rows.button(UIText.localized("Add a language…")) { [weak self] in self?.openChooser() }
        adw_preferences_group_set_header_suffix(cast(group.widget), add)
        showLanguages()
    }

    private var languages: [String] { settings.value(Settings.languages) }

    private func store(_ languages: [String]) {
        settings.set(Settings.languages, languages)
        showLanguages()
    }

    private func showLanguages() {
        group.removeAll()
        let chosen = languages
        guard !chosen.isEmpty else {
            let defaults = LanguagePreferences.fromEnvironment().map { LanguageNames.name(of: $0) }
            let row = Rows.actionRow(
                UIText.localized("From your environment: {languages}", ["languages": defaults.joined(separator: ", ")]),
                subtitle: UIText.localized("Add a language to choose your own."))
            group.add(row)
            return
        }
        for (index, tag) in chosen.enumerated() {
            let row = Rows.actionRow(LanguageNames.name(of: tag), subtitle: tag)
            let name = LanguageNames.name(of: tag)
            if index > 0 {
                adw_action_row_add_suffix(
                    cast(row),
                    Rows.iconButton("go-up-symbolic", label: UIText.localized("Move {language} up", ["language": name]))
                    {
                        [weak self] in self?.move(index, by: -1)
                    })
            }
            if index < chosen.count - 1 {
                adw_action_row_add_suffix(
                    cast(row),
                    Rows.iconButton(
                        "go-down-symbolic", label: UIText.localized("Move {language} down", ["language": name])
                    ) {
                        [weak self] in self?.move(index, by: 1)
                    })
            }
            adw_action_row_add_suffix(
                cast(row),
                Rows.iconButton(
                    "list-remove-symbolic", label: UIText.localized("Remove {language}", ["language": name])
                ) {
                    [weak self] in self?.remove(index)
                })
            group.add(row)
        }
    }

    private func move(_ index: Int, by offset: Int) {
        var list = languages
        guard list.indices.contains(index), list.indices.contains(index + offset) else { return }
        list.swapAt(index, index + offset)
        store(list)
    }

    private func remove(_ index: Int) {
        var list = languages
        guard list.indices.contains(index) else { return }
        list.remove(at: index)
        store(list)
    }

    private func openChooser() {
        let chooser = LanguageChooser(parent: window, excluding: Set(languages)) { [weak self] tag in
            guard let self else { return }
            self.store(self.languages + [tag])
            self.chooser = nil
        }
        self.chooser = chooser
        chooser.present()
    }
}

/// A window listing the locales the index has, by their own names, with a search field.
@MainActor
final class LanguageChooser {
    private let window: Widget
    private var entries: [(row: Widget, text: String)] = []

    init(parent: Widget, excluding chosen: Set<String>, onChoose: @escaping @MainActor (String) -> Void) {
        window = adw_window_new()!
        gtk_window_set_title(cast(window), UIText.localized("Add a language"))
        gtk_window_set_modal(cast(window), 1)
        gtk_window_set_transient_for(cast(window), cast(parent))
        gtk_window_set_default_size(cast(window), 420, 560)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(box), adw_header_bar_new())
        let search = gtk_search_entry_new()!
        swift_emoji_set_accessible_label(search, UIText.localized("Search languages"))
        gtk_widget_set_margin_start(search, 12)
        gtk_widget_set_margin_end(search, 12)
        gtk_widget_set_margin_top(search, 6)
        gtk_widget_set_margin_bottom(search, 6)
        gtk_box_append(cast(box), search)
        let list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_set_margin_start(list, 12)
        gtk_widget_set_margin_end(list, 12)
        gtk_widget_set_margin_bottom(list, 12)
        let locales = (try? DataLocation.openDatabase().availableLocales) ?? []
        let named = locales.filter { !chosen.contains($0) }.map { (tag: $0, name: LanguageNames.name(of: $0)) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
        for (tag, name) in named {
            let row = Rows.actionRow(name, subtitle: tag)
            gtk_list_box_row_set_activatable(cast(row), 1)
            Signals.connect(raw(row), "activated") { [weak self] in
                onChoose(tag)
                if let window = self?.window { gtk_window_destroy(cast(window)) }
            }
            gtk_list_box_append(cast(list), row)
            entries.append((row, (name + " " + tag).lowercased()))
        }
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(cast(scrolled), list)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_box_append(cast(box), scrolled)
        adw_window_set_content(cast(window), box)
        Signals.connect(raw(search), "search-changed") { [weak self] in
            guard let self else { return }
            let query = String(cString: gtk_editable_get_text(cast(search))).lowercased()
            for entry in self.entries {
                gtk_widget_set_visible(entry.row, query.isEmpty || entry.text.contains(query) ? 1 : 0)
            }
        }
    }

    func present() { gtk_window_present(cast(window)) }
}

import EmojiKit

/// Moving the focus and browsing categories.
extension InputEngine {
    /// The page layout over the current candidates.
    var geometry: PageGeometry {
        let (columns, rows) = settings.pageShape
        return PageGeometry(columns: columns, rows: rows, count: candidates.count)
    }

    func moveFocus(with move: (PageGeometry, Int) -> Int) {
        guard candidates.count > 0 else { return }
        focus = move(geometry, focus)
    }

    // MARK: Categories

    /// Browsing: "Frequently used", then every group but Component.
    var browseCategories: [EmojiGroupID?] { [nil] + catalog.browsableGroups }

    func openBrowsing() {
        mode = .browsing
        query = ""
        categoryIndex = 0
        showBrowsedCategory()
    }

    /// Tab / Shift+Tab: the next or previous category, wrapping around.
    func changeCategory(by step: Int) {
        switch mode {
        case .idle:
            return
        case .browsing:
            let count = browseCategories.count
            categoryIndex = ((categoryIndex + step) % count + count) % count
            showBrowsedCategory()
        case .composing:
            let count = narrowingGroups.count + 1
            guard count > 1 else { return }
            categoryIndex = ((categoryIndex + step) % count + count) % count
            // The results are already found: narrowing filters them.
            let group = categoryIndex > 0 ? narrowingGroups[categoryIndex - 1] : nil
            candidates = .results(group.map { allResults.narrowed(to: $0) } ?? allResults)
            focus = 0
        }
    }

    private func showBrowsedCategory() {
        let pageSize = geometry.pageSize
        if let group = browseCategories[categoryIndex] {
            let emoji = catalog.allEmoji.filter { catalog.group($0) == group && service.isAvailable(.base($0)) }
            candidates = .emoji(emoji)
        } else {
            candidates = .emoji(service.frequentlyUsed(limit: pageSize))
        }
        focus = 0
    }

    /// The name of the current category, if one is browsed or selected.
    var categoryName: String? {
        switch mode {
        case .idle:
            return nil
        case .browsing:
            // TRANSLATORS: the first category while browsing: the user's most used emoji.
            guard let group = browseCategories[categoryIndex] else { return UIText.localized("Frequently used") }
            return service.names.label(group)
        case .composing:
            // TRANSLATORS: results of every category (Tab narrows them to one category).
            guard categoryIndex > 0 else { return narrowingGroups.isEmpty ? nil : UIText.localized("All") }
            return service.names.label(narrowingGroups[categoryIndex - 1])
        }
    }
}

import EmojiKit

/// Moving the focus and browsing categories.
extension InputEngine {
    /// The page layout over the current candidates.
    var geometry: PageGeometry {
        let (columns, rows) = settings.pageShape
        return PageGeometry(columns: columns, rows: rows, count: composition.candidates.count)
    }

    func moveFocus(with move: (PageGeometry, Int) -> Int) {
        guard composition.candidates.count > 0 else { return }
        composition.focus = move(geometry, composition.focus)
    }

    // MARK: Categories

    /// Browsing: "Frequently used", then every group but Component.
    var browseCategories: [EmojiGroupID?] { [nil] + catalog.browsableGroups }

    func openBrowsing() {
        composition.mode = .browsing
        composition.query = ""
        composition.categoryIndex = 0
        showBrowsedCategory()
    }

    /// Tab / Shift+Tab: the next or previous category, wrapping around.
    func changeCategory(by step: Int) {
        let index = composition.categoryIndex
        switch composition.mode {
        case .idle:
            return
        case .browsing:
            let count = browseCategories.count
            composition.categoryIndex = ((index + step) % count + count) % count
            showBrowsedCategory()
        case .composing:
            let groups = composition.narrowingGroups
            let count = groups.count + 1
            guard count > 1 else { return }
            composition.categoryIndex = ((index + step) % count + count) % count
            // The results are already found: narrowing filters them.
            let group = composition.categoryIndex > 0 ? groups[composition.categoryIndex - 1] : nil
            let all = composition.allResults
            composition.candidates = .results(group.map { all.narrowed(to: $0) } ?? all)
            composition.focus = 0
        }
    }

    private func showBrowsedCategory() {
        let pageSize = geometry.pageSize
        if let group = browseCategories[composition.categoryIndex] {
            let emoji = catalog.allEmoji.filter { catalog.group($0) == group && service.isAvailable(.base($0)) }
            composition.candidates = .emoji(emoji)
        } else {
            composition.candidates = .emoji(service.frequentlyUsed(limit: pageSize))
        }
        composition.focus = 0
    }

    /// The name of the current category, if one is browsed or selected.
    var categoryName: String? {
        let index = composition.categoryIndex
        switch composition.mode {
        case .idle:
            return nil
        case .browsing:
            // TRANSLATORS: the first category while browsing: the user's most used emoji.
            guard let group = browseCategories[index] else { return UIText.localized("Frequently used") }
            return service.names.label(group)
        case .composing:
            let groups = composition.narrowingGroups
            // TRANSLATORS: results of every category (Tab narrows them to one category).
            guard index > 0 else { return groups.isEmpty ? nil : UIText.localized("All") }
            return service.names.label(groups[index - 1])
        }
    }
}

/// Where the focus is: a page and a position on it, with the moves of a grid of `columns` × `rows`.
///
/// Moves cross into the next or previous page at the edges and never leave the candidates.
struct PageGeometry: Equatable {
    let columns: Int
    let rows: Int
    /// The number of candidates.
    let count: Int

    var pageSize: Int { columns * rows }
    var pageCount: Int { max(1, (count + pageSize - 1) / pageSize) }

    /// Candidates on `page`.
    func itemsOnPage(_ page: Int) -> Int {
        max(0, min(pageSize, count - page * pageSize))
    }

    func page(of index: Int) -> Int { index / pageSize }
    func row(of index: Int) -> Int { (index % pageSize) / columns }
    func column(of index: Int) -> Int { index % columns }

    func clamped(_ index: Int) -> Int { max(0, min(index, count - 1)) }

    func left(_ index: Int) -> Int { index > 0 ? index - 1 : index }
    func right(_ index: Int) -> Int { index + 1 < count ? index + 1 : index }

    /// One row down; from the bottom row, the same column on the next page's top row (or its
    /// last candidate if that page is shorter).
    func down(_ index: Int) -> Int {
        let page = page(of: index)
        let row = row(of: index)
        if row + 1 < rows {
            let target = index + columns
            if target < count, self.page(of: target) == page { return target }
            // No candidate below on this page: go to the next page if there is one.
            guard page + 1 < pageCount else { return index }
            return clamped((page + 1) * pageSize + column(of: index))
        }
        guard page + 1 < pageCount else { return index }
        return clamped((page + 1) * pageSize + column(of: index))
    }

    /// One row up; from the top row, the same column on the previous page's bottom row.
    func up(_ index: Int) -> Int {
        let row = row(of: index)
        if row > 0 { return index - columns }
        let page = page(of: index)
        guard page > 0 else { return index }
        return (page - 1) * pageSize + (rows - 1) * columns + column(of: index)
    }

    /// The same position on the next page (clamped to its candidates).
    func nextPage(_ index: Int) -> Int {
        let page = page(of: index)
        guard page + 1 < pageCount else { return index }
        return clamped(index + pageSize)
    }

    func previousPage(_ index: Int) -> Int {
        let page = page(of: index)
        guard page > 0 else { return index }
        return index - pageSize
    }

    func firstOnPage(_ index: Int) -> Int { page(of: index) * pageSize }
    func lastOnPage(_ index: Int) -> Int { clamped(page(of: index) * pageSize + pageSize - 1) }
}

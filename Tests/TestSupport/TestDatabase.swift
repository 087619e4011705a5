import EmojiKit

/// The committed index, opened once for every test of a process.
public enum TestDatabase {
    public static let shared: EmojiDatabase = {
        do {
            return try EmojiDatabase(path: Repository.index)
        } catch {
            fatalError("cannot open \(Repository.index): \(error)")
        }
    }()

    /// The index's catalog.
    public static var catalog: EmojiCatalog { shared.catalog }
}

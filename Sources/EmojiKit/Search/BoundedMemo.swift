/// Values made for the keys asked for lately, at most ``capacity`` of them.
///
/// While a query is typed its earlier words are the same at every key (`french southern t`, `… te`), and one search
/// asks for the same word in several passes: each value is made once. When the memo holds `capacity` keys it forgets
/// them all at once, so a long session, or a key held down, never grows it.
struct BoundedMemo<Key: Hashable, Value> {
    /// The most keys remembered.
    let capacity: Int
    private var values: [Key: Value] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many keys it holds.
    var count: Int { values.count }

    /// The value remembered for `key`, if any.
    subscript(key: Key) -> Value? { values[key] }

    /// Remembers `value` for `key` (in place of what it held for it); a new key when the memo is full forgets
    /// everything first.
    mutating func remember(_ value: Value, for key: Key) {
        if values.count >= capacity, values[key] == nil { values.removeAll(keepingCapacity: true) }
        values[key] = value
    }

    /// The value remembered for `key`, or the one `make` makes, which it remembers.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let value = values[key] { return value }
        let value = make()
        remember(value, for: key)
        return value
    }
}

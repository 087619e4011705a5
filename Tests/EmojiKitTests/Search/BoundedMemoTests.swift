import Testing

@testable import EmojiKit

/// Values made once per key, never more than the capacity kept (see ``BoundedMemo``).
@Suite struct BoundedMemoTests {
    @Test func aKeyAskedAgainIsNotMadeAgain() {
        var memo = BoundedMemo<String, Int>(capacity: 4)
        var made = 0
        func length(_ word: String) -> Int {
            memo.value(for: word) {
                made += 1
                return word.count
            }
        }
        #expect(length("heart") == 5)
        #expect(length("heart") == 5)
        #expect(length("cat") == 3)
        #expect(made == 2)
        #expect(memo.count == 2)
    }

    @Test func itNeverHoldsMoreThanItsCapacity() {
        var memo = BoundedMemo<Int, Int>(capacity: 8)
        var made = 0
        for key in 0..<(8 * 3 + 5) {
            #expect(
                memo.value(for: key) {
                    made += 1
                    return key * 2
                } == key * 2)
            #expect(memo.count <= 8)
        }
        // What it forgot it makes again, the same.
        #expect(memo.value(for: 0) { 0 } == 0)
        #expect(made == 8 * 3 + 5)
    }
}

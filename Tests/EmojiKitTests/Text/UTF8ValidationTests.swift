import EmojiKit
import Testing

/// Where bytes stop being UTF-8.
@Suite struct UTF8ValidationTests {
    @Test(
        arguments: [
            ([], nil), (Array("ab 日本 😀".utf8), nil),
            ([0x61, 0x62, 0xFF], 2),  // a byte that never appears in UTF-8
            ([0x61, 0x80], 1),  // a continuation byte alone
            ([0xC0, 0xAF], 0),  // overlong "/"
            ([0xED, 0xA0, 0x80], 0),  // a surrogate
            (Array("日".utf8) + [0xE3, 0x81], 3),  // cut short at the end
            (Array("日".utf8) + [0xE3, 0x41], 3),  // cut short by ASCII
            ([0xF4, 0x90, 0x80, 0x80], 0),  // beyond U+10FFFF
        ] as [([UInt8], Int?)])
    func firstInvalidOffset(bytes: [UInt8], offset: Int?) {
        #expect(UTF8Validation.firstInvalidOffset(bytes) == offset)
    }
}

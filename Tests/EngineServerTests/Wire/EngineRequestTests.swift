import EmojiInput
import EmojiRuntime
import PropertyBased
import Testing

@testable import EngineServer

/// Reading requests: every kind survives a round trip, and no bytes whatever make reading trap.
struct EngineRequestTests {
    static let kinds: [SessionRequest] = [
        .key(RawKey(keysym: 0x63, modifiers: 0x4, isRelease: false, character: 0x63)),
        .key(RawKey(keysym: 0xFFE1, modifiers: 0x1, isRelease: true, character: 0)),
        .focusIn(client: "fcitx5:kate"), .field(FieldFacts(isPassword: false, isPrivate: true, drawsPreedit: false)),
        .focusOut, .reset, .panel(.pageUp), .panel(.pageDown), .panel(.cursorUp), .panel(.cursorDown),
        .panel(.clickRow(3)), .destroy,
    ]

    @Test(arguments: kinds)
    func everyKindSurvivesARoundTrip(kind: SessionRequest) throws {
        let request = EngineRequest(serial: 7, context: 42, request: kind)
        #expect(try EngineRequest(decoding: request.encoded) == request)
    }

    @Test func aTruncatedRequestIsRefused() {
        let bytes = EngineRequest(serial: 1, context: 1, request: .focusIn(client: "app")).encoded
        for length in 0..<bytes.count {
            #expect(throws: WireError.self) { try EngineRequest(decoding: Array(bytes.prefix(length))) }
        }
    }

    @Test func trailingBytesAndUnknownKindsAreRefused() {
        #expect(throws: WireError.trailingBytes) {
            try EngineRequest(decoding: EngineRequest(serial: 1, context: 1, request: .reset).encoded + [0])
        }
        #expect(throws: WireError.unknownKind(99)) { try EngineRequest(decoding: [99, 0, 0, 0, 0, 0, 0, 0, 0]) }
    }

    @Test func aStringOverTheLimitIsRefusedBeforeItIsRead() {
        var writer = WireWriter()
        writer.byte(2)
        writer.uint32(1)
        writer.uint32(1)
        writer.uint32(WireLimits.stringBytes + 1)
        #expect(throws: WireError.tooLong(WireLimits.stringBytes + 1)) { try EngineRequest(decoding: writer.bytes) }
    }

    @Test func anyBytesEitherReadOrThrow() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...255).array(of: 0...40)) { values in
            let bytes = values.map { UInt8($0) }
            if let request = try? EngineRequest(decoding: bytes) {
                #expect((try? EngineRequest(decoding: request.encoded)) == request)
            }
        }
    }
}

import Testing

@testable import EmojiSpeech

/// SSIP as speech-dispatcher speaks it, and its address as libspeechd finds it.
@Suite struct SSIPMessageTests {
    @Test func addressFromTheEnvironment() {
        #expect(
            SSIPAddress.resolve(environment: ["SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock"])
                == .unixSocket(path: "/tmp/s.sock"))
        #expect(
            SSIPAddress.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])
                == .unixSocket(path: "/run/user/1000/speech-dispatcher/speechd.sock"))
        #expect(
            SSIPAddress.resolve(environment: ["SPEECHD_ADDRESS": "unix_socket", "XDG_RUNTIME_DIR": "/r"])
                == .unixSocket(path: "/r/speech-dispatcher/speechd.sock"))
        #expect(
            SSIPAddress.resolve(environment: ["SPEECHD_ADDRESS": "inet_socket:localhost:7000"])
                == .inetSocket(host: "localhost", port: 7000))
        #expect(
            SSIPAddress.resolve(environment: ["SPEECHD_ADDRESS": "inet_socket"])
                == .inetSocket(host: "127.0.0.1", port: 6560))
        #expect(
            SSIPAddress.resolve(environment: ["HOME": "/home/u"])
                == .unixSocket(path: "/home/u/.cache/speech-dispatcher/speechd.sock"))
        #expect(SSIPAddress.resolve(environment: [:]) == nil)
        #expect(SSIPAddress.resolve(environment: ["SPEECHD_ADDRESS": "carrier_pigeon:x"]) == nil)
    }

    @Test func languageTags() {
        #expect(SSIPMessage.language("de") == "SET self LANGUAGE de")
        #expect(SSIPMessage.language("pt_BR") == "SET self LANGUAGE pt-BR")
        #expect(SSIPMessage.language("en_US.UTF-8") == "SET self LANGUAGE en-US")
        #expect(SSIPMessage.language("x; QUIT") == "SET self LANGUAGE xQUIT")
    }

    @Test func dataIsOneLineWithItsEnd() {
        #expect(SSIPMessage.data("red heart, 1 of 28") == "red heart, 1 of 28\r\n.\r\n")
        #expect(SSIPMessage.data(".hidden\nQUIT") == "..hidden QUIT\r\n.\r\n")
    }

    @Test func repliesAreReadWhole() {
        var reader = SSIPMessage.ReplyReader()
        #expect(reader.add(Array("225-1".utf8)) == nil)
        #expect(reader.add(Array("7\r\n225 OK MESS".utf8)) == nil)
        let reply = reader.add(Array("AGE QUEUED\r\n208 OK CLIENT NAME SET\r\n".utf8))
        #expect(reply == .init(code: 225, lines: ["225-17", "225 OK MESSAGE QUEUED"]))
        #expect(reader.next() == .init(code: 208, lines: ["208 OK CLIENT NAME SET"]))
        #expect(reader.next() == nil)
        #expect(reader.add(Array("409 ERR RATE TOO HIGH\r\n".utf8))?.isSuccess == false)
    }
}

/// Text full of colons that inline mode must leave exactly as typed: times, URLs, paths, code,
/// IPv6 addresses, emoticons, ratios, and `:word` only where a space or punctuation follows it
/// (Return or a digit after a `:word` picks an emoji, as the user asked for).
public enum ColonText {
    public static let realistic = """
        Meeting at 10:30, room B: bring notes.
        See http://example.com:8080/path?q=a:b and https://x.org/
        C:\\Users\\me\\file.txt or D:/data
        std::vector<int> v; a::b::c = x ? y : z;
        fe80::1ff:fe23:4567:890a and ::1 and [::]
        key:value, note: later; ratio 3:2 (16:9)
        emoticons :) ;) :-( :'( :3 <3 :: and ::: done.
        say :hello there, :P ok.
        git commit -m "fix: colon (:) handling"
        """

    /// The key names that type `text` (one character each; space and newline by name).
    public static func keyNames(_ text: String) -> [String] {
        text.unicodeScalars.map { $0 == "\n" ? "Return" : $0 == " " ? "space" : String($0) }
    }
}

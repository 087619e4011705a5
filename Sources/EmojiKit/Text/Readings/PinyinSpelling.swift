/// The canonical spelling of pinyin: without tones (folding already removed the tone marks and
/// the diaeresis of ü), and `v` for ü as pinyin keyboards type it (`lv` = `lü` = `lu`).
enum PinyinSpelling {
    static func canonical(_ word: [UInt8]) -> [UInt8] {
        word.map { $0 == UInt8(ascii: "v") ? UInt8(ascii: "u") : $0 }
    }
}

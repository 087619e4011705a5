/// The canonical spelling of pinyin: without tones (folding already removed the tone marks and
/// the diaeresis of ü), and `v` for ü as pinyin keyboards type it (`lv` = `lü` = `lu`).
enum PinyinSpelling {
    static func canonical(_ word: [UInt8]) -> [UInt8] {
        word.map { $0 == UInt8(ascii: "v") ? UInt8(ascii: "u") : $0 }
    }

    /// Whether a canonical word is one Mandarin syllable, as typed without its tone (`hua`, `zhuang`; not `huachi`).
    static func isSyllable(_ word: [UInt8]) -> Bool {
        syllables.contains(word)
    }

    /// Every toneless syllable of two letters or more that Unihan's `kMandarin` readings use (Unicode 15.0; the
    /// index builder's `data/sources/unihan/kMandarin.txt`), in the canonical spelling (412).
    private static let syllables: Set<[UInt8]> = Set(
        """
        ai an ang ao ba bai ban bang bao bei ben beng bi bian biang biao bie bin bing bo bong bu ca cai can cang
        cao ce cei cen ceng cha chai chan chang chao che chen cheng chi chong chou chu chua chuai chuan chuang
        chui chun chuo ci cong cou cu cuan cui cun cuo da dai dan dang dao de den deng di dia dian diao die din
        ding diu dong dou du duan dui dun duo ei en eng er fa fan fang fei fen feng fiao fo fou fu ga gai gan
        gang gao ge gei gen geng gong gou gu gua guai guan guang gui gun guo ha hai han hang hao he hei hen heng
        hm hong hou hu hua huai huan huang hui hun huo ji jia jian jiang jiao jie jin jing jiong jiu ju juan jue
        jun ka kai kan kang kao ke kei ken keng kong kou ku kua kuai kuan kuang kui kun kuo la lai lan lang lao
        le lei leng li lia lian liang liao lie lin ling liu lo long lou lu luan lue lun luo ma mai man mang mao
        me mei men meng mi mian miao mie min ming miu mo mou mu na nai nan nang nao ne nei nen neng ng ni nian
        niang niao nie nin ning niu nong nou nu nuan nue nun nuo ou pa pai pan pang pao pei pen peng pi pian
        piao pie pin ping po pou pu qi qia qian qiang qiao qie qin qing qiong qiu qu quan que qun ran rang rao
        re ren reng ri rong rou ru rua ruan rui run ruo sa sai san sang sao se sen seng sha shai shan shang shao
        she shei shen sheng shi shou shu shua shuai shuan shuang shui shun shuo si song sou su suan sui sun suo
        ta tai tan tang tao te teng ti tian tiao tie ting tong tou tu tuan tui tun tuo wa wai wan wang wei wen
        weng wo wong wu xi xia xian xiang xiao xie xin xing xiong xiu xu xuan xue xun ya yan yang yao ye yi yin
        ying yo yong you yu yuan yue yun za zai zan zang zao ze zei zen zeng zha zhai zhan zhang zhao zhe zhen
        zheng zhi zhong zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo zi zong zou zu zuan zui zun zuo
        """.split(whereSeparator: \.isWhitespace).map { Array($0.utf8) })
}

/// The English stemmer of product search: the inflectional steps of the Porter2 ("English") stemmer, in Swift.
///
/// It runs on words of ASCII letters only, already lower case (``SearchText`` folds them first); any other word is
/// returned unchanged, as are words of one or two letters. It removes plural and verb endings so the forms of one word
/// share a stem: `shoes`/`shoe` → `shoe`, `laptops` → `laptop`, `batteries`/`battery` → `batteri`, `boxes` → `box`,
/// `running`/`run` → `run`, `charging`/`charge` → `charg`, `headphones` → `headphon`. These are Porter2's steps 1a,
/// 1b, 1c and 5 with its regions R1 and R2; the derivational steps 2–4 (`-ational`, `-ness`, `-ment` …) are left out on
/// purpose: they merge words shoppers tell apart (`general`/`generate`) and make stems of typed prefixes less
/// predictable. Indexing and searching both use it, so a word and its forms meet on both databases.
public enum EnglishStemmer {
    /// The stem of `word` (lower-case ASCII letters), or `word` itself for any other word.
    public static func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count > 2, bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return word
        }
        var stemmed = StemmedWord(bytes)
        stemmed.run()
        return String(decoding: stemmed.letters, as: UTF8.self)
    }
}

/// One word being stemmed: its letters (`Y` marks a consonant y) and the start of its regions R1 and R2.
private struct StemmedWord {
    var letters: [UInt8]
    var r1 = 0
    var r2 = 0

    init(_ letters: [UInt8]) {
        self.letters = letters
    }

    private static func byte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    private func isVowel(_ index: Int) -> Bool {
        switch letters[index] {
        case Self.byte("a"), Self.byte("e"), Self.byte("i"), Self.byte("o"), Self.byte("u"), Self.byte("y"): true
        default: false
        }
    }

    private func ends(with suffix: String) -> Bool {
        let suffix = Array(suffix.utf8)
        return letters.count >= suffix.count && Array(letters.suffix(suffix.count)) == suffix
    }

    private mutating func replace(_ count: Int, with replacement: String) {
        letters.removeLast(count)
        letters.append(contentsOf: replacement.utf8)
    }

    /// The region after the first non-vowel following a vowel, at or after `start`.
    private func region(after start: Int) -> Int {
        var index = start
        while index + 1 < letters.count {
            if isVowel(index), !isVowel(index + 1) { return index + 2 }
            index += 1
        }
        return letters.count
    }

    /// Whether the letters before `end` finish with a short syllable.
    private func endsWithShortSyllable(_ end: Int) -> Bool {
        if end == 2 { return isVowel(0) && !isVowel(1) }
        guard end >= 3 else { return false }
        let last = letters[end - 1]
        return !isVowel(end - 3) && isVowel(end - 2) && !isVowel(end - 1)
            && last != Self.byte("w") && last != Self.byte("x") && last != Self.byte("Y")
    }

    private var isShort: Bool { r1 >= letters.count && endsWithShortSyllable(letters.count) }

    private func containsVowel(before end: Int) -> Bool {
        (0..<end).contains { isVowel($0) }
    }

    mutating func run() {
        if letters[0] == Self.byte("y") { letters[0] = Self.byte("Y") }
        for index in 1..<letters.count where letters[index] == Self.byte("y") && isVowel(index - 1) {
            letters[index] = Self.byte("Y")
        }
        r1 = region(after: 0)
        for prefix in ["gener", "commun", "arsen"] where letters.starts(with: Array(prefix.utf8)) {
            r1 = prefix.utf8.count
        }
        r2 = region(after: r1)
        step1a()
        step1b()
        step1c()
        step5()
        for index in letters.indices where letters[index] == Self.byte("Y") { letters[index] = Self.byte("y") }
    }

    private mutating func step1a() {
        if ends(with: "sses") {
            replace(4, with: "ss")
        } else if ends(with: "ied") || ends(with: "ies") {
            replace(3, with: letters.count > 4 ? "i" : "ie")
        } else if ends(with: "us") || ends(with: "ss") {
            return
        } else if ends(with: "s"), letters.count >= 2, containsVowel(before: letters.count - 2) {
            letters.removeLast()
        }
    }

    private mutating func step1b() {
        for suffix in ["eedly", "eed"] where ends(with: suffix) {
            if letters.count - suffix.utf8.count >= r1 { replace(suffix.utf8.count, with: "ee") }
            return
        }
        for suffix in ["ingly", "edly", "ing", "ed"] where ends(with: suffix) {
            let stemEnd = letters.count - suffix.utf8.count
            guard containsVowel(before: stemEnd) else { return }
            letters.removeLast(suffix.utf8.count)
            if ends(with: "at") || ends(with: "bl") || ends(with: "iz") {
                letters.append(Self.byte("e"))
            } else if endsWithDouble {
                letters.removeLast()
            } else if isShort {
                letters.append(Self.byte("e"))
            }
            return
        }
    }

    private var endsWithDouble: Bool {
        guard letters.count >= 2, letters[letters.count - 1] == letters[letters.count - 2] else { return false }
        return "bdfgmnprt".utf8.contains(letters[letters.count - 1])
    }

    private mutating func step1c() {
        let last = letters.count - 1
        guard last >= 2, letters[last] == Self.byte("y") || letters[last] == Self.byte("Y"), !isVowel(last - 1)
        else { return }
        letters[last] = Self.byte("i")
    }

    private mutating func step5() {
        let last = letters.count - 1
        if letters[last] == Self.byte("e") {
            if last >= r2 || (last >= r1 && !endsWithShortSyllable(last)) { letters.removeLast() }
        } else if letters[last] == Self.byte("l"), last >= r2, last >= 1, letters[last - 1] == Self.byte("l") {
            letters.removeLast()
        }
    }
}

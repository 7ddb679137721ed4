import Foundation

/// The one analysis of search text, for indexing and for searching, on every database: words, folded, stemmed.
///
/// Words are runs of letters and digits (Unicode-aware, per `Character`, so `café`, `Ærø`, `東京` and `x²` are
/// words); every other character separates words and is dropped, so no text ever reaches a database as query syntax.
/// A word is folded to lower case without diacritics (`Café` → `cafe`), cut to ``maximumWordLength`` characters, and
/// stemmed by ``EnglishStemmer`` when it is made of ASCII letters only (words with digits, such as model numbers and
/// SKU parts, stay as they are). The results are the *terms* a product is indexed under and a search looks for.
public enum SearchText {
    /// The most characters of one word that are indexed or searched; a longer word is cut.
    public static let maximumWordLength = 64

    /// The folded words of `text` (not stemmed), in order, duplicates kept.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var length = 0
        var isASCII = true
        func flush() {
            if length > 0 { words.append(fold(current, isASCII: isASCII)) }
            current = ""
            length = 0
            isASCII = true
        }
        for character in text {
            if character.isLetter || character.isNumber {
                if length < maximumWordLength {
                    current.append(character)
                    length += 1
                    isASCII = isASCII && character.isASCII
                }
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// The terms of `text`: its words, stemmed, each once, in order of first appearance.
    public static func terms(_ text: String) -> [String] {
        var seen: Set<String> = []
        return words(text).map(EnglishStemmer.stem).filter { seen.insert($0).inserted }
    }

    /// Whether `term` is made of ASCII letters only: the terms a misspelt search word can reach (the vocabulary).
    public static func isSpellable(_ term: String) -> Bool {
        !term.isEmpty && term.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// `word` in lower case without diacritics; ASCII words are folded byte by byte, others by Foundation.
    private static func fold(_ word: String, isASCII: Bool) -> String {
        if isASCII { return word.lowercased() }
        let folded = word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        // Folding never adds a separator, but it must not leave anything that is not a letter or a digit either.
        return String(folded.filter { $0.isLetter || $0.isNumber }.prefix(maximumWordLength))
    }
}

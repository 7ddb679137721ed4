import ProductDataIO

/// A shopper's search text as the words to search for: ``ProductDataIO/SearchText``'s analysis, the same one every
/// product is indexed with, so both databases look for the same terms.
///
/// Each word is folded and stemmed (`Shoes` → `shoe`); words with the same stem count once; at most ``maximumWords``
/// words are kept (a longer word is cut to ``ProductDataIO/SearchText/maximumWordLength`` characters, which as a
/// prefix still matches the full word), so a pasted essay cannot build an enormous query. Every other character is
/// dropped, so the text never reaches a database as query syntax. Every word is required (see ``SearchMatch``).
struct SearchWords: Sendable, Equatable {
    /// The most words a search uses; later words are ignored.
    static let maximumWords = 32
    /// The most characters of one word a search uses.
    static let maximumWordLength = SearchText.maximumWordLength
    /// The fewest characters of a typed word that may be misspelt (one edit) and still match.
    static let minimumTypoLength = 5

    /// One word of the search.
    struct Word: Sendable, Equatable {
        /// The word's stem: it matches every term that starts with it.
        let stem: String
        /// Whether the word, as typed, has at least ``minimumTypoLength`` letters and no digit, so terms within one
        /// edit of its stem match too.
        let toleratesTypos: Bool
    }

    /// The words, in the order they appear in the text.
    let words: [Word]

    /// Tokenizes `text`; `nil` when it holds no word at all.
    init?(text: String) {
        var words: [Word] = []
        var seen: Set<String> = []
        for word in SearchText.words(text) {
            guard words.count < Self.maximumWords else { break }
            let stem = EnglishStemmer.stem(word)
            guard seen.insert(stem).inserted else { continue }
            let toleratesTypos = word.count >= Self.minimumTypoLength && SearchText.isSpellable(word)
            words.append(Word(stem: stem, toleratesTypos: toleratesTypos))
        }
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    /// The stems, in order.
    var stems: [String] { words.map(\.stem) }

    /// Every string within one edit (a letter inserted, deleted, substituted, or two neighbours transposed) of the
    /// stems of the words that tolerate typos, except those the stem already matches as a prefix: the candidates a
    /// store looks up in its vocabulary.
    var typoCandidates: [String] {
        var candidates: Set<String> = []
        for word in words where word.toleratesTypos {
            for candidate in Self.oneEdit(from: word.stem) where !candidate.hasPrefix(word.stem) {
                candidates.insert(candidate)
            }
        }
        return candidates.sorted()
    }

    /// The strings of lower-case ASCII letters within one edit of `stem`.
    static func oneEdit(from stem: String) -> Set<String> {
        let letters = Array(stem.utf8)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var edits: Set<String> = []
        func add(_ bytes: [UInt8]) { if !bytes.isEmpty { edits.insert(String(decoding: bytes, as: UTF8.self)) } }
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            add(deleted)
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                add(swapped)
            }
            for letter in alphabet where letter != letters[index] {
                var substituted = letters
                substituted[index] = letter
                add(substituted)
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                add(inserted)
            }
        }
        return edits
    }
}

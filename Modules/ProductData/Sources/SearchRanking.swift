/// The ranking rule of a search, the same on every database because it runs here, on the candidates a store returns
/// for one ranking tier (``SearchTierWindow``) with their stored terms.
///
/// Each word of the search scores its best match among the primary terms (name, category, SKU) times 10, plus its
/// best match among the description's terms: an exact term (the term is the word's stem) counts 3, a prefix match
/// 2, a typo match 1. A product's score is the sum over the words, so a word in the name outranks any number of
/// words in the description, and among name matches the description breaks the tie. A higher score ranks first,
/// ties by id, ascending.
enum SearchRanking {
    /// A product a tier matched, with its stored terms.
    struct Candidate: Sendable, Equatable {
        /// The product's id.
        let id: Int64
        /// Its primary terms (space-separated).
        let primary: String
        /// Its description's terms (space-separated).
        let secondary: String
    }

    /// The ids of `candidates`, best first.
    static func ranked(_ candidates: [Candidate], _ match: SearchMatch) -> [Int64] {
        let words = match.words.map(ScoredWord.init)
        var scored = candidates.map { (id: $0.id, score: score($0, words)) }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
        return scored.map(\.id)
    }

    /// The score of `candidate` for `match`.
    static func score(_ candidate: Candidate, _ match: SearchMatch) -> Int {
        score(candidate, match.words.map(ScoredWord.init))
    }

    /// A word of the match as bytes, so scoring compares terms in place without making a string per term.
    private struct ScoredWord {
        let stem: [UInt8]
        let typoTerms: [[UInt8]]

        init(_ word: SearchMatch.Word) {
            stem = Array(word.stem.utf8)
            typoTerms = word.typoTerms.map { Array($0.utf8) }
        }
    }

    private static func score(_ candidate: Candidate, _ words: [ScoredWord]) -> Int {
        var primary = candidate.primary
        var secondary = candidate.secondary
        return primary.withUTF8 { primary in
            secondary.withUTF8 { secondary in
                words.reduce(0) { total, word in total + 10 * best(word, primary) + best(word, secondary) }
            }
        }
    }

    /// The best match of `word` among the space-separated `terms`: 3 exact, 2 prefix, 1 typo, 0 none.
    private static func best(_ word: ScoredWord, _ terms: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var start = 0
        while start < terms.count {
            var end = start
            while end < terms.count, terms[end] != UInt8(ascii: " ") { end += 1 }
            let term = UnsafeBufferPointer(rebasing: terms[start..<end])
            if term.starts(with: word.stem) {
                if term.count == word.stem.count { return 3 }
                best = 2
            } else if best == 0, word.typoTerms.contains(where: { $0.elementsEqual(term) }) {
                best = 1
            }
            start = end + 1
        }
        return best
    }
}

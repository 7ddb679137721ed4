import ProductDataIO

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

    /// A product a tier matched, with its score: what a store returns for one tier, scored by ``Scorer`` as it reads
    /// each row's terms (on SQLite straight from the row's bytes, so no string is made per candidate).
    struct Scored: Sendable, Equatable {
        /// The product's id.
        let id: Int64
        /// Its score for the search.
        let score: Int
    }

    /// The ids of `scored`, best first: a higher score first, ties by id, ascending.
    static func ranked(_ scored: [Scored]) -> [Int64] {
        scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }.map(\.id)
    }

    /// The ids of `candidates`, best first.
    static func ranked(_ candidates: [Candidate], _ match: SearchMatch) -> [Int64] {
        let scorer = Scorer(match)
        return ranked(candidates.map { Scored(id: $0.id, score: scorer.score($0)) })
    }

    /// The score of `candidate` for `match`.
    static func score(_ candidate: Candidate, _ match: SearchMatch) -> Int {
        Scorer(match).score(candidate)
    }

    /// The rule for one search, its words as bytes, so scoring compares terms in place.
    struct Scorer {
        private let words: [ScoredWord]

        /// The scorer of `match`.
        init(_ match: SearchMatch) {
            words = match.words.map(ScoredWord.init)
        }

        /// The score of a product whose stored term columns hold these bytes (space-separated terms).
        func score(primary: UnsafeRawBufferPointer, secondary: UnsafeRawBufferPointer) -> Int {
            let primary = primary.bindMemory(to: UInt8.self)
            let secondary = secondary.bindMemory(to: UInt8.self)
            return words.reduce(0) { total, word in
                total + 10 * SearchRanking.best(word, primary) + SearchRanking.best(word, secondary)
            }
        }

        /// The score of `candidate`.
        func score(_ candidate: Candidate) -> Int {
            var primary = candidate.primary
            var secondary = candidate.secondary
            return primary.withUTF8 { primary in
                secondary.withUTF8 { secondary in
                    score(primary: UnsafeRawBufferPointer(primary), secondary: UnsafeRawBufferPointer(secondary))
                }
            }
        }
    }

    /// A word of the match as bytes.
    private struct ScoredWord {
        let stem: [UInt8]
        let typoTerms: [[UInt8]]

        init(_ word: SearchMatch.Word) {
            stem = Array(word.stem.utf8)
            typoTerms = word.typoTerms.map { Array($0.utf8) }
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

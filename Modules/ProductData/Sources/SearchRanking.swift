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
        candidates.map { (id: $0.id, score: score($0, match)) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
            .map(\.id)
    }

    /// The score of `candidate` for `match`.
    static func score(_ candidate: Candidate, _ match: SearchMatch) -> Int {
        let primary = candidate.primary.split(separator: " ")
        let secondary = candidate.secondary.split(separator: " ")
        return match.words.reduce(0) { total, word in
            total + 10 * best(word, primary) + best(word, secondary)
        }
    }

    /// The best match of `word` among `terms`: 3 exact, 2 prefix, 1 typo, 0 none.
    private static func best(_ word: SearchMatch.Word, _ terms: [Substring]) -> Int {
        var best = 0
        for term in terms {
            if term == word.stem { return 3 }
            if term.hasPrefix(word.stem) {
                best = 2
            } else if best == 0, word.typoTerms.contains(where: { $0 == term }) {
                best = 1
            }
        }
        return best
    }
}

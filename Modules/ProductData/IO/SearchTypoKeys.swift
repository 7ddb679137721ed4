/// The keys of a deletion index over the search vocabulary (the scheme of SymSpell): how a misspelt word finds the
/// vocabulary terms within one edit of it with a handful of index lookups instead of hundreds of candidates.
///
/// A term's keys are the term itself and every string made by deleting one of its letters. Two strings are within
/// one edit (a letter inserted, deleted or substituted, or two neighbours transposed) only if their keys meet: an
/// insertion or deletion makes the shorter string a key of the longer; a substitution or a transposition of the
/// letters at `i` and `i + 1` leaves both with the same string after deleting position `i`. Some strings whose keys
/// meet are two edits apart (`abcd` and `bcda` share `bcd`), so a store's lookup returns candidates and the
/// caller keeps those truly one edit away. Every vocabulary term is stored under each of its keys (the
/// `searchTermKey` / `search_term_key` tables), and a search looks up the keys of its word.
///
/// Vocabulary terms are lower-case ASCII letters (``SearchText/isSpellable(_:)``), so deleting a byte deletes a
/// letter.
public enum SearchTypoKeys {
    /// `term` and each distinct string one letter shorter, in that order (no empty string).
    public static func keys(of term: String) -> [String] {
        let letters = Array(term.utf8)
        var keys = [term]
        guard letters.count > 1 else { return keys }
        keys.reserveCapacity(letters.count + 1)
        for index in letters.indices where index == 0 || letters[index] != letters[index - 1] {
            // Deleting either letter of a run of equal letters gives the same string: keep the first.
            var deleted = letters
            deleted.remove(at: index)
            keys.append(String(decoding: deleted, as: UTF8.self))
        }
        return keys
    }

    /// Every (key, term) row of the deletion index for `terms`, sorted by key, then term.
    public static func rows<Terms: Sequence<String>>(for terms: Terms) -> [(key: String, term: String)] {
        terms.flatMap { term in keys(of: term).map { (key: $0, term: term) } }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.term < $1.term }
    }

    /// Whether `term` is one insertion, deletion, substitution or transposition of neighbours away from `stem`.
    public static func isOneEdit(_ term: String, from stem: String) -> Bool {
        let (a, b) = (Array(term.utf8), Array(stem.utf8))
        guard a != b, abs(a.count - b.count) <= 1 else { return false }
        let common = zip(a, b).prefix { $0 == $1 }.count
        let (restA, restB) = (a[common...], b[common...])
        if a.count == b.count {
            if restA.dropFirst().elementsEqual(restB.dropFirst()) { return true }
            return restA.count >= 2 && restA.first == restB.dropFirst().first && restB.first == restA.dropFirst().first
                && restA.dropFirst(2).elementsEqual(restB.dropFirst(2))
        }
        return a.count > b.count ? restA.dropFirst().elementsEqual(restB) : restB.dropFirst().elementsEqual(restA)
    }
}

/// Suggests the known command a mistyped word was probably meant to be ("did you mean `search`?").
///
/// Matching ignores case. A command that starts with the typed word wins (the shortest such command, then the
/// earliest in the list); otherwise the command with the smallest Damerau-Levenshtein distance is chosen, as long
/// as that distance is at most `max(2, word.count / 3)`.
public struct CommandSuggester: Sendable {
    /// The known commands, in order of preference for ties.
    public let commands: [String]

    /// Creates a suggester over the known commands.
    ///
    /// - Parameter commands: The command words, for example `["help", "login", "search"]`.
    public init(commands: [String]) {
        self.commands = commands
    }

    /// Returns the command closest to `word`, or `nil` when none is close enough.
    ///
    /// - Parameter word: The unknown word the user typed.
    /// - Returns: A command from ``commands`` or `nil`. An exact (case-insensitive) match returns that command.
    public func suggestion(for word: String) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let candidates = commands.map { (command: $0, characters: Array($0.lowercased())) }
        if let exact = candidates.first(where: { $0.characters == typed }) {
            return exact.command
        }
        let prefixed = candidates.filter { $0.characters.starts(with: typed) }
        if let shortest = prefixed.min(by: { $0.characters.count < $1.characters.count }) {
            return shortest.command
        }
        let threshold = Self.threshold(forLength: typed.count)
        var best: (command: String, distance: Int)?
        for candidate in candidates {
            guard abs(candidate.characters.count - typed.count) <= threshold else { continue }
            let distance = Self.distance(typed, candidate.characters)
            if distance <= threshold, distance < (best?.distance ?? Int.max) {
                best = (candidate.command, distance)
            }
        }
        return best?.command
    }

    /// The largest edit distance accepted for a word of `length` characters: `max(2, length / 3)`.
    ///
    /// - Parameter length: The number of characters typed.
    /// - Returns: The threshold.
    public static func threshold(forLength length: Int) -> Int {
        max(2, length / 3)
    }

    /// The Damerau-Levenshtein (optimal string alignment) distance between two strings, counted in characters.
    ///
    /// Insertions, deletions, substitutions and transpositions of adjacent characters each cost 1.
    /// - Parameters:
    ///   - lhs: The first string.
    ///   - rhs: The second string.
    /// - Returns: The number of edits turning `lhs` into `rhs`.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        distance(Array(lhs), Array(rhs))
    }

    static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}

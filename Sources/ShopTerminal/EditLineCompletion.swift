#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C callbacks libedit calls when Tab is pressed, and the global state they read.
///
/// C function pointers cannot capture context, so the active ``CompletionTable`` and the matches of the completion
/// in progress live in process-wide `LockedState` values instead of `nonisolated(unsafe)` globals.
enum EditLineCompletion {
    /// The matches of the completion in progress and the index of the next one to hand out.
    struct Progress: Sendable {
        var matches: [String] = []
        var next = 0
    }

    /// The table used by the next completion; set by ``EditLineReader`` before every `readline` call.
    static let table = LockedState(CompletionTable.empty)
    /// The state shared between ``attemptCompletion`` and ``generateMatch``.
    static let progress = LockedState(Progress())

    /// `rl_attempted_completion_function`: computes the candidates for the word under the cursor.
    static let attemptCompletion: AttemptedCompletionFunction = { text, start, _ in
        guard let library = LibEdit.shared else { return nil }
        library.suppressDefaultCompletion()
        let prefix = text.map { String(cString: $0) } ?? ""
        let matches: [String]
        if let preceding = precedingWords(before: start, in: library) {
            matches = table.withLock { $0.candidates(precedingWords: preceding, prefix: prefix) }
        } else {
            matches = []
        }
        progress.withLock { $0 = Progress(matches: matches, next: 0) }
        guard !matches.isEmpty else { return nil }
        return prefix.withCString { library.completionMatches($0, generateMatch) }
    }

    /// `rl_compentry_func_t`: returns the next match as a `malloc`ed string, or `NULL` when done.
    static let generateMatch: CompletionGeneratorFunction = { _, state in
        let match: String? = progress.withLock { progress in
            if state == 0 {
                progress.next = 0
            }
            guard progress.next < progress.matches.count else { return nil }
            defer { progress.next += 1 }
            return progress.matches[progress.next]
        }
        return match.flatMap { strdup($0) }
    }

    /// The words typed before offset `start` of the current line, or `nil` when they cannot be known.
    private static func precedingWords(before start: Int32, in library: LibEdit) -> [String]? {
        guard start > 0 else { return [] }
        guard let copyText = library.copyText, let raw = copyText(0, start) else { return nil }
        defer { free(raw) }
        let separators: Set<Character> = ["\"", "'"]
        return String(cString: raw)
            .split { $0.isWhitespace || separators.contains($0) }
            .map(String.init)
    }
}

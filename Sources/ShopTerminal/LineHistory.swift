#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An in-memory command history, optionally mirrored to a plain text file with one entry per line.
///
/// File problems (missing directory, no permission, disk full) are ignored: history is a convenience and must
/// never stop the REPL. The file is created with mode `0600` because commands may contain personal data.
struct LineHistory: Sendable {
    /// The number of entries kept in memory and in the file.
    static let defaultLimit = 1_000

    /// The remembered entries, oldest first.
    private(set) var entries: [String] = []
    /// The file mirroring the history, if any.
    let filePath: String?
    /// The maximum number of entries kept.
    let limit: Int

    /// Creates a history, loading the existing entries from `filePath` when given.
    init(filePath: String? = nil, limit: Int = LineHistory.defaultLimit) {
        self.filePath = filePath
        self.limit = max(1, limit)
        guard let filePath, let lines = Self.readLines(at: filePath) else { return }
        entries = Array(lines.suffix(self.limit))
        if lines.count > self.limit * 2 {
            Self.rewrite(entries, at: filePath)
        }
    }

    /// Adds `line` unless it is blank or repeats the newest entry; returns whether it was added.
    @discardableResult
    mutating func add(_ line: String) -> Bool {
        guard line.contains(where: { !$0.isWhitespace }), line != entries.last else { return false }
        entries.append(line)
        if entries.count > limit {
            entries.removeFirst(entries.count - limit)
        }
        if let filePath, !line.contains(where: \.isNewline) {
            Self.append(line, to: filePath)
        }
        return true
    }

    private static func readLines(at path: String) -> [String]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var input = FileDescriptorInput(fileDescriptor: descriptor)
        var lines: [String] = []
        while let line = input.nextLine() {
            if !line.isEmpty {
                lines.append(line)
            }
        }
        return lines
    }

    private static func append(_ line: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        FileDescriptorOutput.writeAll(line + "\n", to: descriptor)
    }

    private static func rewrite(_ lines: [String], at path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        FileDescriptorOutput.writeAll(lines.map { $0 + "\n" }.joined(), to: descriptor)
    }
}

/// What one read from a ``LineReader`` produced: a line, a Ctrl-C, or the end of input.
public enum LineInput: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C while the line was being typed: the partial line was dropped and the cursor is on a fresh line.
    case interrupted
    /// End of input (Ctrl-D on an empty line, or the end of a pipe or file).
    case end

    /// The line, or `nil` for an interruption or the end of input.
    public var line: String? {
        if case let .line(text) = self { return text }
        return nil
    }
}

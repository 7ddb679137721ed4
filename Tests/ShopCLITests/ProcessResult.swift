import Foundation

/// What one run of the real `shop-cli` executable printed and returned.
struct ProcessResult: Sendable {
    /// Everything written to standard output.
    let standardOutput: String
    /// Everything written to standard error.
    let standardError: String
    /// The exit status.
    let status: Int32

    /// Standard output split into lines (without the final empty one).
    var lines: [String] { Self.lines(standardOutput) }
    /// Standard error split into lines (without the final empty one).
    var errorLines: [String] { Self.lines(standardError) }

    static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

import Foundation
import ShopSeeding

/// Shows a seeding run's ``SeedProgress`` on standard error: a live bar with an estimate on a terminal, one line per
/// phase when standard error is a file or a pipe, nothing when quiet.
final class SeedProgressRenderer {
    /// How progress is shown.
    enum Style: Equatable {
        /// A bar rewritten in place (`\r`), ending each phase with its duration.
        case bar
        /// One line as each phase starts.
        case lines
        /// Nothing (`--quiet`).
        case quiet
    }

    /// How progress is shown.
    let style: Style
    private let write: (String) -> Void
    private let clock = ContinuousClock()
    private var phaseStarted = ContinuousClock.now
    /// The width of the bar, in characters.
    static let barWidth = 30

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - style: How progress is shown.
    ///   - write: Receives the text for standard error (by default, standard error itself).
    init(style: Style, write: @escaping (String) -> Void = { ToolFailure.writeRaw($0) }) {
        self.style = style
        self.write = write
    }

    /// Shows `progress`.
    func show(_ progress: SeedProgress) {
        switch style {
        case .quiet:
            return
        case .lines:
            guard progress.isStart else { return }
            let counted = progress.phase == .products || progress.phase == .users
            write("  \(progress.phase.rawValue)" + (counted ? ": \(progress.total)" : "") + "\n")
        case .bar:
            if progress.isStart { phaseStarted = clock.now }
            write("\r\u{1B}[K" + barLine(progress) + (progress.isEnd ? "\n" : ""))
        }
    }

    /// `  products      [#########---------------]  31%  ~4 s left`, or with the phase's time when it is done.
    func barLine(_ progress: SeedProgress) -> String {
        let name = progress.phase.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
        let fraction = progress.total > 0 ? Double(progress.completed) / Double(progress.total) : 1
        let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        let elapsed = clock.now - phaseStarted
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let tail: String
        if progress.isEnd {
            tail = String(format: "%.1f s", seconds)
        } else if progress.completed > 0, seconds > 0 {
            let left = seconds * Double(progress.total - progress.completed) / Double(progress.completed)
            tail = "~\(Int(left.rounded(.up))) s left"
        } else {
            tail = "..."
        }
        return "  \(name) [\(bar)] " + String(repeating: " ", count: 3 - percent.count) + "\(percent)%  \(tail)"
    }
}

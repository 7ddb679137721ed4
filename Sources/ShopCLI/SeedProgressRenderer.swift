import Dispatch
import Foundation
import ShopSeeding

/// Shows a seeding run's ``SeedProgress`` on standard error: a live bar with an estimate on a terminal, one line per
/// phase when standard error is a file or a pipe, nothing when quiet.
///
/// On a terminal a phase that counts (products, users, orders) shows the share done and an estimate of the time
/// left; a phase that is one step (wipe, search index, checkpoint) shows its elapsed time, redrawn every quarter of a
/// second by a timer while it runs. Each phase ends on a line of its own with its duration.
// Safety: the mutable state (`current`, `phaseStarted`, `ticker`) is only read or written while `lock` is held; the
// seeding thread and the redraw timer both go through it.
final class SeedProgressRenderer: @unchecked Sendable {
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
    /// The width of the bar, in characters.
    static let barWidth = 30
    private let write: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private let lock = NSLock()
    private var current: SeedProgress?
    private var phaseStarted = ContinuousClock.now
    private var ticker: (any DispatchSourceTimer)?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - style: How progress is shown.
    ///   - write: Receives the text for standard error (by default, standard error itself).
    init(style: Style, write: @escaping @Sendable (String) -> Void = { ToolFailure.writeRaw($0) }) {
        self.style = style
        self.write = write
    }

    deinit {
        ticker?.cancel()
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
            lock.withLock {
                if progress.isStart { phaseStarted = clock.now }
                current = progress
                draw()
                if progress.isEnd {
                    ticker?.cancel()
                    ticker = nil
                } else if progress.isStart, progress.total == 1 {
                    startTicker()
                }
            }
        }
    }

    /// Ends an unfinished bar line (seeding failed mid-phase) so an error starts on a line of its own.
    func abandon() {
        guard style == .bar else { return }
        lock.withLock {
            ticker?.cancel()
            ticker = nil
            if current?.isEnd == false { write("\n") }
            current = nil
        }
    }

    /// Redraws the current phase's line; the caller holds `lock`.
    private func draw() {
        guard let current else { return }
        write("\r\u{1B}[K" + barLine(current, elapsed: clock.now - phaseStarted) + (current.isEnd ? "\n" : ""))
    }

    /// Starts the timer that redraws a one-step phase's elapsed time; the caller holds `lock`.
    private func startTicker() {
        ticker?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                guard self.current?.isEnd == false else { return }
                self.draw()
            }
        }
        ticker = timer
        timer.resume()
    }

    /// `  products      [#########---------------]  31%  ~4 s left`; a one-step phase shows its elapsed time
    /// (`2.1 s`), and a finished phase its duration (`0.8 s`).
    func barLine(_ progress: SeedProgress, elapsed: Duration) -> String {
        let name = progress.phase.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
        let fraction = progress.total > 0 ? Double(progress.completed) / Double(progress.total) : 1
        let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let tail: String
        if progress.isEnd || progress.total == 1 {
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

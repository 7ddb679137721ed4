import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Kills a process that runs too long, and remembers whether it had to.
final class Watchdog: Sendable {
    private let state = Mutex(State())

    private struct State {
        var task: Task<Void, Never>?
        var fired = false
    }

    /// Kills `pid` with `SIGKILL` unless ``disarm()`` is called within `duration`.
    func arm(pid: Int32, after duration: Duration) {
        let task = Task { [weak self] in
            guard (try? await Task.sleep(for: duration)) != nil else { return }
            self?.state.withLock { $0.fired = true }
            kill(pid, SIGKILL)
        }
        state.withLock { $0.task = task }
    }

    /// Stops watching; returns whether the process had been killed.
    func disarm() -> Bool {
        state.withLock { state in
            state.task?.cancel()
            return state.fired
        }
    }
}

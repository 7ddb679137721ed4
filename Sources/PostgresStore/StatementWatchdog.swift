import Synchronization

/// A deadline on the work of one lease: unless ``disarm()`` comes first, `expire` runs once the time is up (it
/// cancels the backend statement, then closes the connection).
final class StatementWatchdog: Sendable {
    private enum State {
        case armed(Task<Void, Never>?)
        case disarmed
        case fired
    }

    private let state = Mutex(State.armed(nil))

    private init() {}

    /// Starts the deadline: `expire` runs after `limit` unless the watchdog is disarmed first.
    static func arm(after limit: Duration, expire: @escaping @Sendable () async -> Void) -> StatementWatchdog {
        let watchdog = StatementWatchdog()
        let task = Task {
            try? await Task.sleep(for: limit)
            guard watchdog.fire() else { return }
            await expire()
        }
        let keep = watchdog.state.withLock { state in
            guard case .armed = state else { return false }
            state = .armed(task)
            return true
        }
        if !keep { task.cancel() }
        return watchdog
    }

    /// Stops the deadline; returns whether it had already fired (the work was stopped by it).
    @discardableResult
    func disarm() -> Bool {
        let (task, fired): (Task<Void, Never>?, Bool) = state.withLock { state in
            switch state {
            case let .armed(task):
                state = .disarmed
                return (task, false)
            case .disarmed: return (nil, false)
            case .fired: return (nil, true)
            }
        }
        task?.cancel()
        return fired
    }

    /// Moves from armed to fired; `false` when disarmed first.
    private func fire() -> Bool {
        state.withLock { state in
            guard case .armed = state else { return false }
            state = .fired
            return true
        }
    }
}

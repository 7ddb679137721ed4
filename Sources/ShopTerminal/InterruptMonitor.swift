import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C for an interactive shell: `SIGINT` no longer ends the process, it interrupts what is going on.
///
/// ``install()`` replaces `SIGINT`'s default action (end the process with status 130) with a handler that only
/// counts the signal and writes one byte to a self-pipe; the process then leaves only the way the shell decides
/// (`quit`, end of input), so a second Ctrl-C in a hurry loses nothing. Two things react to the count:
///
/// - a ``LineReader`` blocked reading a line (the handler makes sure the signal reaches the reading thread, whose
///   `read(2)` then fails with `EINTR`) drops the partial line and answers ``LineInput/interrupted``;
/// - a ``watch(_:)`` registered while an operation runs: a dispatch read source on the pipe calls its action (for
///   example cancelling the operation's task) for each Ctrl-C that arrived after the watch began.
///
/// Install it only when a person types at a terminal; a script reading from a pipe keeps the default meaning.
public final class InterruptMonitor: Sendable {
    /// The monitor of this process, once ``install()`` was called.
    private static let installed = Mutex<InterruptMonitor?>(nil)

    private struct Watch: Sendable {
        let baseline: Int
        let action: @Sendable () -> Void
    }

    private let watches = Mutex<[Int: Watch]>([:])
    private let nextWatchID = Atomic<Int>(0)
    /// The read source on the self-pipe (kept alive here; only touched under the mutex).
    private let source = Mutex<(any DispatchSourceRead)?>(nil)

    private init() {}

    /// Installs the `SIGINT` handler (once per process) and returns the process's monitor.
    ///
    /// Should the self-pipe be impossible to create, Ctrl-C still clears the line but cancels nothing.
    ///
    /// - Returns: The monitor; every call returns the same one.
    public static func install() -> InterruptMonitor {
        installed.withLock { installed in
            if let installed { return installed }
            let monitor = InterruptMonitor()
            InterruptSignal.installHandler()
            installed = monitor
            guard InterruptSignal.selfPipe.read >= 0 else { return monitor }
            monitor.source.withLock { source in
                let readSource = DispatchSource.makeReadSource(
                    fileDescriptor: InterruptSignal.selfPipe.read, queue: DispatchQueue(label: "shop.interrupts"))
                readSource.setEventHandler { [weak monitor] in monitor?.drain() }
                readSource.activate()
                source = readSource
            }
            return monitor
        }
    }

    /// Whether ``install()`` was called in this process.
    public static var isInstalled: Bool {
        installed.withLock { $0 != nil }
    }

    /// How many Ctrl-C arrived since the monitor was installed.
    public var count: Int {
        InterruptSignal.interruptions
    }

    /// Calls `action` for each Ctrl-C that arrives from now until the returned watch ends (on a queue of the
    /// monitor's own); one that arrived before this call does not count, even when its byte is drained later.
    ///
    /// - Parameter action: What to do, for example `task.cancel()`.
    /// - Returns: The watch; call ``InterruptWatch/end()`` when the work is done.
    public func watch(_ action: @escaping @Sendable () -> Void) -> InterruptWatch {
        let identifier = nextWatchID.add(1, ordering: .relaxed).newValue
        watches.withLock { $0[identifier] = Watch(baseline: count, action: action) }
        return InterruptWatch { [weak self] in
            self?.watches.withLock { _ = $0.removeValue(forKey: identifier) }
        }
    }

    /// Empties the pipe and runs the actions of the watches that began before the newest Ctrl-C.
    private func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(InterruptSignal.selfPipe.read, $0.baseAddress, $0.count) }) > 0 {}
        let current = count
        let due = watches.withLock { $0.values.filter { $0.baseline < current } }
        for watch in due { watch.action() }
    }
}

/// A running ``InterruptMonitor/watch(_:)``; ending it more than once is harmless.
public struct InterruptWatch: Sendable {
    private let ending: @Sendable () -> Void

    init(_ ending: @escaping @Sendable () -> Void) {
        self.ending = ending
    }

    /// Stops calling the watch's action.
    public func end() {
        ending()
    }
}

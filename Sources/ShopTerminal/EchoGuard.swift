#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns terminal echo off around a password read, and makes sure it comes back.
///
/// Echo is restored when the read returns (also at end of input). If the process is interrupted meanwhile by a
/// signal that would otherwise kill it with the default action (Ctrl-C, `SIGTERM`, `SIGHUP`, `SIGQUIT`), a
/// temporary handler turns echo back on for standard input before letting the signal take its default course, so
/// the user's shell is not left without echo. Signals the application handles itself are left alone.
enum EchoGuard {
    /// The signals that get the echo-restoring handler while echo is off.
    static let guardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with `ECHO` cleared on `fileDescriptor`, or just runs it when that is not possible.
    static func withEchoDisabled<Result>(on fileDescriptor: Int32, _ body: () -> Result) -> Result {
        var original = termios()
        guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &original) == 0 else {
            return body()
        }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        let installed = fileDescriptor == STDIN_FILENO ? installHandlers() : []
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &silent)
        defer {
            _ = tcsetattr(fileDescriptor, TCSANOW, &original)
            for number in installed {
                _ = signal(number, SIG_DFL)
            }
        }
        return body()
    }

    /// Installs ``restoreEchoAndReraise`` for every guarded signal whose action is the default one.
    ///
    /// The current action is looked at with `sigaction` rather than replaced and put back with `signal`, which would
    /// add `SA_RESTART` to a handler such as ``InterruptMonitor``'s and stop it from interrupting reads.
    private static func installHandlers() -> [Int32] {
        guardedSignals.filter { number in
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
                return false
            }
            _ = signal(number, restoreEchoAndReraise)
            return true
        }
    }

    /// A signal handler that only makes async-signal-safe calls: re-enables echo on standard input, prints a
    /// newline, restores the default action and raises the signal again.
    private static let restoreEchoAndReraise: @convention(c) (Int32) -> Void = { number in
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            settings.c_lflag |= tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        var newline = UInt8(ascii: "\n")
        _ = write(STDOUT_FILENO, &newline, 1)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }
}

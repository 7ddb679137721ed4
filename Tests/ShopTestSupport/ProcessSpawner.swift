import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starting a program for a test with `posix_spawn`, and waiting for its end (call ``waitForExit(_:)`` through
/// ``offPool(_:)``, off the cooperative pool).
///
/// The child gets `descriptors` as its standard input, output and error (in that order), no blocked signals (test
/// threads block some) and the default disposition of `defaultSignals` (the test process ignores `SIGPIPE`, and a
/// child inheriting that would misbehave).
public enum ProcessSpawner {
    /// Why a program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        /// What went wrong, for the test's failure message.
        public let description: String

        /// Creates an error with `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// Starts `argv[0]` with the arguments `argv` and `environment`.
    ///
    /// - Parameters:
    ///   - argv: The program's path and its arguments.
    ///   - environment: The whole environment of the child.
    ///   - descriptors: The parent's descriptors that become the child's 0, 1, 2, … (duplicated, so a close-on-exec
    ///     descriptor is fine and should be preferred).
    ///   - defaultSignals: The signals whose disposition the child gets back to the default.
    /// - Returns: The process id.
    /// - Throws: ``SpawnError`` when the program cannot be started.
    public static func spawn(
        _ argv: [String], environment: [String: String], descriptors: [Int32], defaultSignals: [Int32]
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in descriptors.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(argv): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Blocks until `pid` ends.
    ///
    /// - Returns: The exit status, or 128 + the signal that ended the process.
    public static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

import Foundation
import ShopTestSupport
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with `posix_spawn` and waits for it with `waitpid`, all on a thread of its own (``offPool(_:)``):
/// taking ``spawnLock`` behind another test's spawn, spawning and waiting never hold a thread of the cooperative pool.
///
/// Foundation's `Process` reaps children through a shared `SIGCHLD` source, which occasionally missed an exit when
/// many tests spawned processes at once and left the suite waiting forever; this helper owns its child completely.
/// Every descriptor it opens is close-on-exec (pipes are created and marked under ``spawnLock``, which spawning
/// also takes), so no child inherits another test's pipe and misses the end of its input.
enum Subprocess {
    /// Held while a pipe is created and marked close-on-exec, and while a child is spawned.
    private static let spawnLock = Mutex(())

    /// Why a program could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    /// What a finished program wrote and returned.
    struct Output: Sendable {
        let standardOutput: String
        let standardError: String
        let status: Int32
    }

    /// Runs `executable` with `arguments`, feeding `input` on standard input, and returns its output.
    ///
    /// - Parameters:
    ///   - started: Called with the child's pid once it runs (a watchdog can kill it).
    static func run(
        _ executable: String,
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = ProcessInfo.processInfo.environment,
        directory: String? = nil,
        started: @escaping @Sendable (pid_t) -> Void = { _ in }
    ) async throws -> Output {
        try await offPool {
            try runBlocking(
                executable, arguments, input: input, environment: environment, directory: directory,
                started: started)
        }
    }

    /// ``run(_:_:input:environment:directory:started:)`` on the calling thread, which it blocks until the end.
    private static func runBlocking(
        _ executable: String,
        _ arguments: [String],
        input: String,
        environment: [String: String],
        directory: String?,
        started: @Sendable (pid_t) -> Void
    ) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-\(UUID().uuidString)")
        let outputPath = scratch.path + ".out"
        let errorPath = scratch.path + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let outputFD = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorFD = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        var pipeFDs: [Int32] = [-1, -1]
        let piped = spawnLock.withLock { _ in
            guard pipe(&pipeFDs) == 0 else { return false }
            _ = fcntl(pipeFDs[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeFDs[1], F_SETFD, FD_CLOEXEC)
            return true
        }
        guard outputFD >= 0, errorFD >= 0, piped else {
            for fd in [outputFD, errorFD, pipeFDs[0], pipeFDs[1]] where fd >= 0 { close(fd) }
            throw SpawnError(description: "cannot create the files or pipe for \(executable): errno \(errno)")
        }
        let pid: pid_t
        do {
            pid = try spawn(
                executable, arguments, environment: environment, directory: directory,
                descriptors: [pipeFDs[0], outputFD, errorFD])
        } catch {
            for fd in [outputFD, errorFD, pipeFDs[0], pipeFDs[1]] { close(fd) }
            throw error
        }
        for fd in [outputFD, errorFD, pipeFDs[0]] { close(fd) }
        started(pid)
        let writeFD = pipeFDs[1]
        let bytes = Array(input.utf8)
        Thread.detachNewThread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(writeFD, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
            close(writeFD)
        }
        let status = ProcessSpawner.waitForExit(pid)
        return Output(
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            status: status
        )
    }

    /// Starts the child with `descriptors` as its standard input, output and error.
    private static func spawn(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        directory: String?,
        descriptors: [Int32]
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in descriptors.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        // `posix_spawn_file_actions_addchdir_np` is not visible from Swift: let the shell change directory.
        let command = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child starts with no blocked signals and default dispositions: test threads block some signals and
        // the test process ignores SIGPIPE, and a tmux server inheriting that would never reap its children.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGCHLD)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = spawnLock.withLock { _ in posix_spawn(&pid, command[0], &actions, &attributes, argv, envp) }
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }
}

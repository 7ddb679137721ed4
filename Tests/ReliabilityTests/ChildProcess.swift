import Foundation
import SQLiteStore
import ShopTestSupport
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A running program with a pipe on its standard input and files for its standard output and error, so a test can
/// feed it line by line, watch its output grow, kill it at any moment and collect its exit status.
///
/// Every descriptor is created close-on-exec atomically (`pipe2`, `O_CLOEXEC`), so no program started by another
/// test inherits this one's pipe and keeps it from seeing the end of its input.
final class ChildProcess: Sendable {
    let pid: pid_t
    let outputPath: String
    let errorPath: String
    private let input: Mutex<Int32>
    private let scratch: String

    /// Starts `executable arguments…` in `directory` through `/bin/sh`, running `prelude` (shell commands such as
    /// `ulimit -f 64; trap '' XFSZ`) just before the `exec`.
    init(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        directory: String,
        prelude: String = ""
    ) throws {
        signal(SIGPIPE, SIG_IGN)
        scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("reliability-child-\(UUID().uuidString)")
        outputPath = scratch + ".out"
        errorPath = scratch + ".err"
        let outputFD = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errorFD = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        var fds: [Int32] = [-1, -1]
        let piped = Self.pipe2(&fds, O_CLOEXEC) == 0
        defer { for fd in [outputFD, errorFD, fds[0]] where fd >= 0 { close(fd) } }
        guard outputFD >= 0, errorFD >= 0, piped else {
            if fds[1] >= 0 { close(fds[1]) }
            throw ProcessSpawner.SpawnError(description: "cannot create the files or pipe: errno \(errno)")
        }
        let script = "cd \"$0\" || exit 97; \(prelude)\nexec \"$@\""
        do {
            pid = try ProcessSpawner.spawn(
                ["/bin/sh", "-c", script, directory, executable] + arguments,
                environment: environment, descriptors: [fds[0], outputFD, errorFD],
                defaultSignals: [SIGPIPE, SIGCHLD, SIGXFSZ])
        } catch {
            close(fds[1])
            throw error
        }
        input = Mutex(fds[1])
    }

    deinit {
        input.withLock { fd in if fd >= 0 { close(fd) } }
        unlink(outputPath)
        unlink(errorPath)
    }

    /// Writes `text` to standard input; returns `false` when the program stopped reading (or input is closed).
    @discardableResult
    func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }

    /// Writes raw bytes to standard input (they need not be valid UTF-8).
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        input.withLock { fd in
            var offset = 0
            while fd >= 0, offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return fd >= 0
        }
    }

    /// Writes each line followed by a newline.
    @discardableResult
    func send(_ lines: [String]) -> Bool {
        write(lines.map { $0 + "\n" }.joined())
    }

    /// Writes `text` on a thread of its own, then closes standard input (for inputs larger than the pipe).
    func feedInBackground(_ text: String) {
        feedInBackground(Array(text.utf8))
    }

    /// Writes `bytes` on a thread of its own, then closes standard input unless `close` is `false` (the program
    /// then waits for more input instead of ending).
    func feedInBackground(_ bytes: [UInt8], close: Bool = true) {
        Thread.detachNewThread { [self] in
            write(bytes)
            if close { closeInput() }
        }
    }

    /// Closes standard input: the program sees end of input.
    func closeInput() {
        input.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    /// Standard output so far.
    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    /// Standard error so far.
    var errorOutput: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
    /// The complete lines of standard output so far.
    var outputLines: [String] { Self.completeLines(output) }

    /// Polls standard output (every half millisecond, for at most `timeout`) until it has `count` complete lines.
    ///
    /// The polling runs on a thread of its own, so a busy cooperative thread pool (many tests at once) cannot delay
    /// it.
    ///
    /// - Returns: Whether the lines arrived in time.
    func waitForOutputLines(_ count: Int, timeout: Duration = .seconds(120)) async -> Bool {
        await offPool { [self] in poll(until: count, timeout: timeout) }
    }

    /// Kills the program with `SIGKILL` as soon as standard output has `count` lines (or after `timeout`).
    ///
    /// - Returns: Whether the lines arrived before the kill.
    func kill(whenOutputReaches count: Int, timeout: Duration = .seconds(120)) async -> Bool {
        await offPool { [self] in
            let arrived = poll(until: count, timeout: timeout)
            kill(SIGKILL)
            return arrived
        }
    }

    /// Writes `line` and measures the time until its answer (one more line of standard output) appears.
    ///
    /// - Returns: The round-trip time, or `nil` when no answer came within `timeout`.
    func roundTrip(_ line: String, timeout: Duration = .seconds(120)) async -> Duration? {
        await offPool { [self] in
            let expected = Self.newlineCount(outputPath) + 1
            let start = ContinuousClock.now
            send([line])
            return poll(until: expected, timeout: timeout) ? ContinuousClock.now - start : nil
        }
    }

    /// Reads standard output as it grows, counting its newlines, until there are `count` (or `timeout` passed).
    ///
    /// Each check reads only the bytes written since the previous one: re-reading the whole file every half
    /// millisecond burnt whole seconds of CPU per test once the output grew, CPU the rest of the suite waited for.
    private func poll(until count: Int, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        let fd = open(outputPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var lines = 0
        while lines < count {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if read > 0 {
                lines += buffer[..<read].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                continue
            }
            if read < 0, errno == EINTR { continue }
            if ContinuousClock.now >= deadline { return false }
            usleep(500)
        }
        return true
    }

    /// Sends `signal` to the program.
    func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the program to end (killing it with `SIGKILL` after `timeout`) and returns its status: the exit
    /// status, or 128 + the signal that ended it.
    func wait(timeout: Duration = .seconds(240)) async -> (status: Int32, timedOut: Bool) {
        let pid = pid
        let fired = Mutex(false)
        let watchdog = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            fired.withLock { $0 = true }
            _ = Glibc.kill(pid, SIGKILL)
        }
        let status = await offPool { ProcessSpawner.waitForExit(pid) }
        watchdog.cancel()
        closeInput()
        return (status, fired.withLock { $0 })
    }

    /// `text` split into its newline-terminated lines (a final partial line is left out).
    static func completeLines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()
        return lines
    }

    /// `pipe2(2)`, which the Glibc module does not export (it is a GNU extension), looked up at run time.
    private static let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { fatalError("no pipe2") }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    private static func newlineCount(_ path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        return data.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    }

}

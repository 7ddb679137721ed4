import Foundation
import ShopTestSupport
import Testing

/// How a finished `shop-cli` run ended and what it printed.
struct Finished: Sendable {
    let standardOutput: String
    let standardError: String
    /// The exit status, or 128 + the signal that ended the process.
    let status: Int32
    let timedOut: Bool

    var lines: [String] { ChildProcess.completeLines(standardOutput) }
    var errorLines: [String] { ChildProcess.completeLines(standardError) }
    /// Whether the process ended by itself with 0 or 1 (not by a signal, not by the watchdog).
    var exitedNormally: Bool { !timedOut && [0, 1, 69].contains(status) }
    /// Whether standard error shows a crash report: a Swift runtime trap or a stack trace.
    var showsCrash: Bool {
        let text = standardError
        return [
            "Fatal error", "Stack dump", "stack trace", "Current stack trace", "Illegal instruction",
            "Segmentation fault", "💣",
        ].contains { text.contains($0) }
    }
}

/// A temporary directory (also `HOME` and the working directory of every run) holding a shop database.
final class ShopWorkspace: Sendable {
    let directory: String
    let database: String
    /// Whether runs get `SHOP_TEST_PASSWORD_COST=testing` (a debug `shop-cli` then hashes, verifies and pads at
    /// scrypt N=2^10 instead of 2^15). Only for runs whose subject is not password cost or login timing.
    let cheapPasswords: Bool
    /// `SHOP_TEST_LOGIN_THROTTLE` for every run: `lenient` (counted, never refused) for runs that fail many logins on
    /// purpose, `strict` (hour-long delays) to count on a refusal; `nil` for the standard limit.
    let loginThrottle: String?

    init(_ label: String = "reliability", cheapPasswords: Bool = false, loginThrottle: String? = nil) throws {
        self.cheapPasswords = cheapPasswords
        self.loginThrottle = loginThrottle
        directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        database = directory + "/shop.sqlite"
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The `shop-cli` executable, next to the test bundle (or at `$SHOP_CLI_EXECUTABLE`).
    static let executable: String? = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SHOP_CLI_EXECUTABLE"] { candidates.append(explicit) }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let bundle = Bundle.main.bundleURL
        for directory in [argument0.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent()] {
            candidates.append(directory.appendingPathComponent("shop-cli").path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The environment of every run: `HOME` is the workspace, no `SHOP_DB`, a dumb terminal.
    var environment: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["HOME"] = directory
        variables["TERM"] = "dumb"
        variables["SHOP_DB"] = nil
        variables["SHOP_TEST_PASSWORD_COST"] = cheapPasswords ? "testing" : nil
        variables["SHOP_TEST_LOGIN_THROTTLE"] = loginThrottle
        return variables
    }

    /// Starts `shop-cli arguments…` (by default the JSON REPL on ``database``) without waiting for it.
    func start(_ arguments: [String]? = nil, prelude: String = "") throws -> ChildProcess {
        let executable = try #require(Self.executable, "shop-cli was not found next to the test bundle")
        return try ChildProcess(
            executable, arguments ?? ["--json", "--db", database],
            environment: environment, directory: directory, prelude: prelude)
    }

    /// Runs `shop-cli arguments…` with `lines` on standard input and waits for it.
    func run(
        _ lines: [String],
        arguments: [String]? = nil,
        prelude: String = "",
        timeout: Duration = .seconds(240)
    ) async throws -> Finished {
        let process = try start(arguments, prelude: prelude)
        process.feedInBackground(lines.map { $0 + "\n" }.joined())
        let (status, timedOut) = await process.wait(timeout: timeout)
        #expect(!timedOut, "shop-cli \(arguments ?? []) was killed after \(timeout)")
        return Finished(
            standardOutput: process.output, standardError: process.errorOutput, status: status,
            timedOut: timedOut)
    }

    /// Creates ``database`` with the demo catalog (the REPL seeds a new file on first use).
    func create() async throws {
        let result = try await run([])
        try #require(result.status == 0 && FileManager.default.fileExists(atPath: database), "\(result)")
    }

    /// Registers `users` (username, password) through the REPL, logging out after each.
    func register(_ users: [(String, String)]) async throws {
        let lines = users.flatMap { ["register \($0.0) \($0.1)", "logout"] }
        let result = try await run(lines)
        try #require(result.status == 0, "registration failed: \(result.lines) \(result.errorLines)")
    }

    /// The bytes of the database file and of its `-wal` and `-shm` companions that exist.
    func databaseFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm"] {
            if let data = FileManager.default.contents(atPath: database + suffix) { files[suffix] = data }
        }
        return files
    }
}

/// Prints a measured figure so it shows in the test log (collected in RELIABILITY.md).
func report(_ text: String) {
    print("[reliability] \(text)")
}

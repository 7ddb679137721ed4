import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import ShopTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `shop-server` executable, started on a loopback port the kernel picks (`--port 0`) with a database in a
/// temporary directory, its standard output and error going to files there.
///
/// ``start(environment:)`` returns once `GET /health` answers; ``terminate()`` sends SIGTERM and returns the exit
/// status. The directory is removed when the value goes away.
final class ServerProcess: Sendable {
    /// Why the server could not be started or reached.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The temporary directory holding the database and the logs.
    let directory: String
    /// The database file (`--db`; unused when the server runs on PostgreSQL).
    let databasePath: String
    /// The process id.
    let pid: pid_t
    /// The port the server listens on (read from its start-up log line).
    let port: Int
    /// `http://127.0.0.1:<port>`.
    var baseURL: String { "http://127.0.0.1:\(port)" }
    /// Standard error so far (the server's log).
    var log: String { (try? String(contentsOfFile: directory + "/server.err", encoding: .utf8)) ?? "" }

    private let exitStatus = Mutex<Int32?>(nil)

    /// The executable, next to the test bundle (or at `$SHOP_SERVER_EXECUTABLE`).
    static let executable: String? = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SHOP_SERVER_EXECUTABLE"] { candidates.append(explicit) }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let bundle = Bundle.main.bundleURL
        for directory in [argument0.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent()] {
            candidates.append(directory.appendingPathComponent("shop-server").path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts `shop-server --host 127.0.0.1 --port 0 --db <temporary>/shop.sqlite` (a new database: created,
    /// migrated and seeded with the demo catalog), or with `--database <URL>` on a PostgreSQL database, and waits
    /// until `GET /health` answers 200.
    ///
    /// - Parameters:
    ///   - environment: Extra environment variables (by default the cheap test password cost of a debug build).
    ///   - databaseURL: A PostgreSQL database to serve instead of a new SQLite file.
    ///   - client: The client that polls `/health`.
    static func start(
        environment: [String: String] = ["SHOP_TEST_PASSWORD_COST": "testing"],
        databaseURL: String? = nil,
        client: HTTPClient
    ) async throws -> ServerProcess {
        let executable = try #require(executable, "shop-server was not found next to the test bundle")
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("ShopServer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var variables = ProcessInfo.processInfo.environment
        variables["SHOP_DB"] = nil
        variables["SHOP_DATABASE_URL"] = nil
        variables["LOG_LEVEL"] = "info"
        variables.merge(environment) { _, new in new }
        let database = directory + "/shop.sqlite"
        let databaseArguments = databaseURL.map { ["--database", $0] } ?? ["--db", database]
        let pid = try spawn(
            [executable, "--host", "127.0.0.1", "--port", "0"] + databaseArguments, environment: variables,
            standardOutput: directory + "/server.out", standardError: directory + "/server.err")
        let port: Int
        do {
            port = try await listeningPort(logPath: directory + "/server.err", pid: pid)
        } catch {
            kill(pid, SIGKILL)
            _ = ProcessSpawner.waitForExit(pid)
            throw error
        }
        let server = ServerProcess(directory: directory, databasePath: database, pid: pid, port: port)
        try await server.waitUntilHealthy(client: client)
        return server
    }

    private init(directory: String, databasePath: String, pid: pid_t, port: Int) {
        self.directory = directory
        self.databasePath = databasePath
        self.pid = pid
        self.port = port
    }

    deinit {
        if exitStatus.withLock({ $0 }) == nil {
            kill(pid, SIGKILL)
            _ = ProcessSpawner.waitForExit(pid)
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Sends SIGTERM and waits for the process to end (killing it after `timeout`).
    ///
    /// - Returns: The exit status, or 128 + the signal that ended it.
    func terminate(timeout: Duration = .seconds(30)) async -> Int32 {
        kill(pid, SIGTERM)
        let pid = pid
        let watchdog = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            kill(pid, SIGKILL)
        }
        let status = await offPool { ProcessSpawner.waitForExit(pid) }
        watchdog.cancel()
        exitStatus.withLock { $0 = status }
        return status
    }

    /// Starts `argv` with standard input from `/dev/null` and standard output and error to new files (mode 0600).
    private static func spawn(
        _ argv: [String], environment: [String: String], standardOutput: String, standardError: String
    ) throws -> pid_t {
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let output = open(standardOutput, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let error = open(standardError, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { for descriptor in [input, output, error] where descriptor >= 0 { close(descriptor) } }
        guard input >= 0, output >= 0, error >= 0 else {
            throw ProcessSpawner.SpawnError(description: "cannot open the server's files: errno \(errno)")
        }
        return try ProcessSpawner.spawn(
            argv, environment: environment, descriptors: [input, output, error],
            defaultSignals: [SIGPIPE, SIGCHLD, SIGTERM, SIGINT])
    }

    /// The port of Hummingbird's "Server started and listening on 127.0.0.1:PORT" line, polled from the log while
    /// the process lives.
    private static func listeningPort(logPath: String, pid: pid_t) async throws -> Int {
        try await port(after: "Server started and listening on 127.0.0.1:", logPath: logPath, pid: pid)
    }

    /// The port written after `marker` in the log at `logPath`, polled (at most 3,000 times, 10 ms apart) while the
    /// process `pid` lives.
    static func port(after marker: String, logPath: String, pid: pid_t) async throws -> Int {
        for _ in 0..<3000 {
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            if let range = log.range(of: marker) {
                let digits = log[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits), port > 0 { return port }
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                throw StartError(description: "shop-server exited (status \(status)) before listening: \(log)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw StartError(description: "shop-server printed no line with '\(marker)'")
    }

    /// Polls `GET /health` (at most 100 times) until it answers 200.
    private func waitUntilHealthy(client: HTTPClient) async throws {
        var lastProblem = ""
        for _ in 0..<100 {
            do {
                let response = try await client.execute(
                    HTTPClientRequest(url: baseURL + "/health"), timeout: .seconds(5))
                if response.status == .ok { return }
                lastProblem = "status \(response.status.code)"
            } catch {
                lastProblem = "\(error)"
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw StartError(description: "GET /health never answered 200 (\(lastProblem)); log: \(log)")
    }
}

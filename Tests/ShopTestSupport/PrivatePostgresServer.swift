import Foundation
import PostgresStore

#if canImport(Glibc)
import Glibc
#endif

/// A PostgreSQL server of one test's own, started with `Scripts/postgres-server.sh` in a temporary directory, which
/// the test may stop and start again (an outage) without disturbing the shared server the other tests use.
///
/// Only where PostgreSQL tests run (``PostgresTestServer/isEnabled``): the script needs Debian's server binaries.
public final class PrivatePostgresServer: Sendable {
    /// Why the script failed.
    public struct ScriptError: Error, CustomStringConvertible {
        /// The command and its output.
        public let description: String
    }

    /// The cluster's directory.
    public let directory: String
    /// The database `shop` on it.
    public let url: PostgresURL

    private init(directory: String, url: PostgresURL) {
        self.directory = directory
        self.url = url
    }

    /// Creates and starts a new cluster with a database `shop` (a second or two).
    public static func start() async throws -> PrivatePostgresServer {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("private-postgres-\(UUID().uuidString)").path
        let output = try await script("start", directory)
        guard let line = output.split(separator: "\n").last else {
            throw ScriptError(description: "postgres-server.sh start printed no URL")
        }
        return PrivatePostgresServer(directory: directory, url: try PostgresURL(parsing: String(line)))
    }

    /// Stops the server (fast shutdown: connections are cut), keeping its data.
    public func pause() async throws { _ = try await Self.script("pause", directory) }

    /// Starts the paused server again on the same port.
    public func resume() async throws { _ = try await Self.script("resume", directory) }

    /// Stops the server and deletes its directory.
    public func stop() async throws { _ = try await Self.script("stop", directory) }

    /// The repository's `Scripts/postgres-server.sh`.
    private static let scriptPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/postgres-server.sh").path

    /// Runs the script with `command` and `directory`, off the cooperative pool; returns its output (the last line of
    /// `start` is the URL).
    private static func script(_ command: String, _ directory: String) async throws -> String {
        try await offPool {
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("postgres-script-\(UUID().uuidString).out").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            defer {
                close(descriptor)
                close(null)
            }
            let pid = try ProcessSpawner.spawn(
                ["/bin/bash", scriptPath, command, directory], environment: ProcessInfo.processInfo.environment,
                descriptors: [null, descriptor, descriptor], defaultSignals: [SIGPIPE])
            let status = ProcessSpawner.waitForExit(pid)
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            guard status == 0 else {
                throw ScriptError(description: "postgres-server.sh \(command) exited \(status): \(text)")
            }
            return text
        }
    }
}

import Foundation
import ShopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// shop-server's `--db` / `--database` setting: refusals before anything is opened or served.
@Suite("shop-server binary: the database setting")
struct ServerDatabaseSettingTests {
    @Test(
        "a bad flag (64), a bad URL in the environment (78) or an unreachable database (69) stops it, hiding passwords")
    func refusals() async throws {
        let both = try await Self.run(["--db", "x.sqlite", "--database", "postgres://shop@127.0.0.1/shop"])
        #expect(both.status == 64, "\(both.log)")
        #expect(both.log.contains("not both"), "\(both.log)")
        let unsupported = try await Self.run(["--database", "mysql://shop:hunter2@127.0.0.1/shop"])
        #expect(unsupported.status == 64, "\(unsupported.log)")
        #expect(
            unsupported.log.contains("--database-url: not a valid database-url: invalid PostgreSQL URL"),
            "\(unsupported.log)")
        let unreachable = try await Self.run(["--database", "postgres://shop:hunter2@127.0.0.1:1/shop"])
        #expect(unreachable.status == 69, "\(unreachable.log)")
        #expect(unreachable.log.contains("cannot connect to PostgreSQL at postgres://shop:***@127.0.0.1:1/shop"))
        let fromEnvironment = try await Self.run([], environment: ["SHOP_DATABASE_URL": "postgres://127.0.0.1/shop"])
        #expect(fromEnvironment.status == 78, "\(fromEnvironment.log)")
        #expect(fromEnvironment.log.contains("$SHOP_DATABASE_URL: not a valid database-url"), "\(fromEnvironment.log)")
        let noConnections = try await Self.run(["--database-connections", "0"])
        #expect(noConnections.status == 64, "\(noConnections.log)")
        #expect(noConnections.log.contains("--database-connections must be 1 to 1000, not 0"), "\(noConnections.log)")
        for result in [both, unsupported, unreachable, fromEnvironment, noConnections] {
            #expect(!result.log.contains("hunter2"), "the password is never shown")
            #expect(!result.log.contains("listening on"), "nothing is served")
        }
    }

    /// Runs `shop-server --host 127.0.0.1 --port 0 arguments…` in a temporary directory and waits for it to end
    /// (killing it after 60 s).
    static func run(
        _ arguments: [String], environment: [String: String] = [:]
    ) async throws -> (status: Int32, log: String) {
        let executable = try #require(ServerProcess.executable, "shop-server was not found next to the test bundle")
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("ShopServer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var variables = ProcessInfo.processInfo.environment
        variables["SHOP_DB"] = directory + "/env.sqlite"
        variables["SHOP_DATABASE_URL"] = nil
        variables.merge(environment) { _, new in new }
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let output = open(directory + "/server.log", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { for descriptor in [input, output] where descriptor >= 0 { close(descriptor) } }
        let pid = try ProcessSpawner.spawn(
            [executable, "--host", "127.0.0.1", "--port", "0"] + arguments, environment: variables,
            descriptors: [input, output, output], defaultSignals: [SIGPIPE, SIGCHLD, SIGTERM, SIGINT])
        let watchdog = Task {  // a server that wrongly starts serving is killed rather than hang the suite
            guard (try? await Task.sleep(for: .seconds(60))) != nil else { return }
            kill(pid, SIGKILL)
        }
        let status = await offPool { ProcessSpawner.waitForExit(pid) }
        watchdog.cancel()
        let log = (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? ""
        return (status, log)
    }
}

import Foundation
import ShopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// shop-server's start-up refusals: one human line each, and the exit status that says whose fault it is.
@Suite("shop-server binary: start-up errors and their exit statuses")
struct ServerStartupErrorTests {
    @Test("a port out of range is a usage error (64), before anything is opened")
    func portOutOfRange() async throws {
        let result = try await ServerDatabaseSettingTests.run(["--port", "99999"])
        #expect(result.status == 64, "\(result.log)")
        #expect(result.log.contains("--port must be 1 to 65535"), "\(result.log)")
    }

    @Test("a bad environment value or config file is a configuration error (78) naming its source")
    func badConfiguration() async throws {
        let variable = try await ServerDatabaseSettingTests.run([], environment: ["SHOP_SESSION_LIFETIME": "forever"])
        #expect(variable.status == 78, "\(variable.log)")
        #expect(variable.log.contains("$SHOP_SESSION_LIFETIME: 'forever' is not a valid session-lifetime"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"prot": 8080}"#.utf8).write(to: file)
        let unknown = try await ServerDatabaseSettingTests.run(["--config", file.path])
        #expect(unknown.status == 78, "\(unknown.log)")
        #expect(unknown.log.contains("unknown setting 'prot'"), "\(unknown.log)")
    }

    @Test("a port in use is 69 with the fix named, not the socket library's text")
    func portInUse() async throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && listen(socket, 1) == 0
                    && getsockname(socket, generic, &length) == 0
            }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try await ServerDatabaseSettingTests.run(["--port", String(port)])
        #expect(result.status == 69, "\(result.log)")
        #expect(result.log.contains("port \(port) is in use; pass --port"), "\(result.log)")
        #expect(!result.log.contains("errno"), "\(result.log)")
    }

    @Test("a host that does not resolve is 69 with the fix named")
    func unknownHost() async throws {
        let result = try await ServerDatabaseSettingTests.run(["--host", "no-such-host.invalid"])
        #expect(result.status == 69, "\(result.log)")
        #expect(result.log.contains("the host 'no-such-host.invalid' does not resolve"), "\(result.log)")
    }

    @Test("--print-config prints each setting with its source, masks the password, and exits 0 without serving")
    func printConfig() async throws {
        let result = try await ServerDatabaseSettingTests.run(
            ["--print-config"], environment: ["SHOP_DATABASE_URL": "postgres://shop:hunter2@127.0.0.1:1/shop"])
        #expect(result.status == 0, "\(result.log)")
        #expect(result.log.contains("database-url"), "\(result.log)")
        #expect(result.log.contains("postgres://shop:***@127.0.0.1:1/shop  ($SHOP_DATABASE_URL)"), "\(result.log)")
        #expect(result.log.contains("port                        0  (--port)"), "\(result.log)")
        #expect(!result.log.contains("hunter2"))
    }
}

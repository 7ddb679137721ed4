import AuthDataIO
import Foundation
import SQLiteStore
import ShopTestSupport
import Testing

@testable import AuthData

/// Passwords and session tokens never reach the disk in clear; new database files are private (0600).
@Suite("Security: secrets and file modes")
struct SecretStorageTests {
    /// The ways a secret could be written: raw UTF-8, UTF-16, hex, base64 and base64url.
    static func encodings(of bytes: [UInt8]) -> [[UInt8]] {
        let data = Data(bytes)
        let base64 = data.base64EncodedString()
        let base64URL = base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        var variants = [
            bytes, Array(base64.utf8), Array(base64URL.utf8), Array(hex.utf8), Array(hex.uppercased().utf8),
        ]
        if let text = String(bytes: bytes, encoding: .utf8) {
            variants.append(Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
        return variants
    }

    /// The names of the files among `files` that contain `secret` in any of its encodings.
    ///
    /// The search (megabytes of database and journal, several encodings) runs on a thread of its own, off the
    /// cooperative pool.
    static func leaks(of secret: [UInt8], in files: [String: Data]) async -> [String] {
        await offPool {
            files.filter { _, data in
                encodings(of: secret).contains { needle in data.range(of: Data(needle)) != nil }
            }.map(\.key).sorted()
        }
    }

    @Test("register and login through the CLI: the password is in no database file, log or output")
    func passwordsStayOut() async throws {
        let workspace = try ShopWorkspace("secrets")
        try await workspace.create()
        let password = "Pässwörd-\(UUID().uuidString.prefix(12))-'; --"
        let process = try workspace.start()
        process.send([
            "register secret_keeper \"\(password)\"", "logout", "login secret_keeper", password,
            "cart add 3", "register secret_twin \"\(password)\"",
        ])
        // Three production-cost derivations: in the full parallel suite on a loaded 2-core machine, more than 30 s.
        #expect(
            await process.waitForOutputLines(5, timeout: .seconds(120)),
            "\(process.outputLines) \(process.errorOutput)")
        let whileRunning = workspace.databaseFiles()
        process.closeInput()
        let (status, _) = await process.wait()
        #expect(status == 0, "\(process.outputLines) \(process.errorOutput)")
        #expect(whileRunning["-wal"] != nil, "the write-ahead log was captured while the shop ran")

        var files = whileRunning.reduce(into: [String: Data]()) { $0["running" + $1.key] = $1.value }
        for (suffix, data) in workspace.databaseFiles() { files["closed" + suffix] = data }
        let home = try FileManager.default.contentsOfDirectory(atPath: workspace.directory)
        for name in home where !name.hasPrefix("shop.sqlite") {
            files["home/" + name] = FileManager.default.contents(atPath: workspace.directory + "/" + name)
        }
        files["stdout"] = Data(process.output.utf8)
        files["stderr"] = Data(process.errorOutput.utf8)
        #expect(await Self.leaks(of: Array(password.utf8), in: files) == [], "password found in clear")

        let hashes = try ShopInspector(path: workspace.database).rows(
            "SELECT passwordHash FROM user WHERE username IN ('secret_keeper', 'secret_twin')"
        ).map { $0[0] }
        #expect(hashes.count == 2 && hashes[0] != hashes[1], "the same password gives different (salted) hashes")
        let sessions = try ShopInspector(path: workspace.database).rows(
            "SELECT length(tokenHash), typeof(tokenHash) FROM session")
        #expect(!sessions.isEmpty && sessions.allSatisfy { $0 == ["32", "blob"] }, "only 32-byte digests: \(sessions)")
        report(
            "secrets: searched \(files.count) files (\(files.values.map(\.count).reduce(0, +)) bytes) in "
                + "\(Self.encodings(of: Array(password.utf8)).count) encodings; hash format \(hashes.first?.prefix(24) ?? "")…"
        )
    }

    /// The token never leaves the shop process, so this check signs in through AuthData's service in-process (the
    /// same code the CLI runs) to learn the token, then looks for it in the database files.
    @MainActor
    @Test("a session token is stored only as its SHA-256")
    func tokensStayOut() async throws {
        let database = try TestDatabase(readers: 1)
        defer { database.remove() }
        let store = SessionStore()
        let service = AuthService(
            database: database.pool, hasher: PasswordHasher(cost: .testing),
            sessionLifetime: .seconds(3_600), store: store)
        let registered = try await service.register(Credentials(username: "token_holder", password: "token-pass-1"))
        #expect((try? registered.get()) != nil)
        let token = try #require(store.token)
        let stored = try await database.pool.read { db in
            try db.prepare("SELECT tokenHash FROM session").fetchAll { $0.blob(at: 0) }
        }
        #expect(stored == [token.hash], "the row holds the digest of the live token")
        var files: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm"] {
            files[suffix] = FileManager.default.contents(atPath: database.path + suffix)
        }
        #expect(await Self.leaks(of: token.bytes, in: files) == [], "token found in clear")
        #expect(await Self.leaks(of: Array(token.text.utf8), in: files) == [], "token text found in clear")
    }

    @Test("new database files are created with mode 0600, even with umask 000")
    func privateFiles() async throws {
        let workspace = try ShopWorkspace("modes")
        func mode(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        let repl = workspace.directory + "/repl.sqlite"
        let process = try workspace.start(["--json", "--db", repl], prelude: "umask 000")
        process.send(["login user0001 password-0001"])
        #expect(await process.waitForOutputLines(1))
        let running = ["", "-wal", "-shm"].map { mode(repl + $0) }
        process.closeInput()
        _ = await process.wait()
        #expect(
            running == [0o600, 0o600, 0o600], "db, -wal, -shm while running: \(running.map { String($0, radix: 8) })")
        for tool in ["seed", "migrate"] {
            let path = workspace.directory + "/\(tool).sqlite"
            let result = try await workspace.run([], arguments: [tool, "--db", path], prelude: "umask 000")
            #expect(result.status == 0, "\(result.errorLines)")
            #expect(mode(path) == 0o600, "\(tool): \(String(mode(path), radix: 8))")
        }
        report("file modes: new database, -wal, -shm (REPL), seed and migrate outputs all 0600 under umask 000")
    }
}

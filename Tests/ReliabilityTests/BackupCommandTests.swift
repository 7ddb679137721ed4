import Foundation
import SQLiteStore
import Testing

/// `shop-cli check`, `backup` and `restore` as a person runs them, against a shop that is in use.
@Suite("Reliability: check, backup and restore commands")
struct BackupCommandTests {
    @Test("backup while a shop session places orders; the copy passes check; overwrite and restore are guarded")
    func backupAndRestore() async throws {
        let workspace = try ShopWorkspace("backup", cheapPasswords: true)
        try await workspace.create()
        let backup = workspace.directory + "/copy.sqlite"
        // A shop process that stays signed in and places orders while the backup runs.
        let session = try workspace.start()
        _ = session.write("login user0001 password-0001\n")
        for product in 1...30 { _ = session.write("cart add \(product) 1\ncheckout\n") }
        #expect(await session.waitForOutputLines(20, timeout: .seconds(60)), "the session answered")
        let made = try await workspace.run([], arguments: ["backup", "--db", workspace.database, backup])
        #expect(made.status == 0 && made.lines.first?.hasPrefix("Backed up") == true, "\(made)")
        _ = session.write("whoami\n")
        session.closeInput()
        _ = await session.wait(timeout: .seconds(60))

        let attributes = try FileManager.default.attributesOfItem(atPath: backup)
        #expect(((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0) & 0o777 == 0o600)
        let checked = try await workspace.run([], arguments: ["check", "--db", backup])
        #expect(checked.status == 0 && checked.lines.first?.contains("is healthy") == true, "\(checked)")

        let refused = try await workspace.run([], arguments: ["backup", "--db", workspace.database, backup])
        #expect(refused.status == 1 && refused.errorLines.first?.contains("already exists") == true, "\(refused)")
        let forced = try await workspace.run([], arguments: ["backup", "--db", workspace.database, "--force", backup])
        #expect(forced.status == 0, "\(forced)")

        // A backup whose first order no longer adds up: check lists it, restore refuses it.
        let damaged = workspace.directory + "/damaged.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: damaged)
        try Connection(path: damaged, mode: .readWrite).execute(
            sql: """
                UPDATE customerOrder SET totalCents = totalCents + 1 WHERE id = (SELECT min(id) FROM customerOrder)
                """)
        let findings = try await workspace.run([], arguments: ["check", "--json", "--db", damaged])
        #expect(
            findings.status == 1 && findings.lines.count == 1
                && findings.lines[0].hasPrefix(#"{"ok":false"#) && findings.lines[0].contains(#""check":"invariant""#),
            "\(findings)")
        let before = FileManager.default.contents(atPath: workspace.database)
        let refusedRestore = try await workspace.run([], arguments: ["restore", "--db", workspace.database, damaged])
        #expect(
            refusedRestore.status == 1 && refusedRestore.errorLines.first?.contains("fails the check") == true,
            "\(refusedRestore)")
        #expect(FileManager.default.contents(atPath: workspace.database) == before)

        let restored = try await workspace.run([], arguments: ["restore", "--db", workspace.database, backup])
        #expect(restored.status == 0, "\(restored)")
        let after = try await workspace.run([], arguments: ["check", "--json", "--db", workspace.database])
        #expect(after.status == 0 && after.lines.first?.hasPrefix(#"{"ok":true"#) == true, "\(after)")
        report(
            "backup command: made while a session placed orders; check ok; overwrite refused; damaged backup "
                + "refused: \(refusedRestore.errorLines.first ?? "none")")
    }
}

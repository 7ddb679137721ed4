import DataFailure
import Foundation
import SQLiteStore

extension ShopDatabase {
    /// Checks the database at `path` without changing it: SQLite's `integrity_check` and `foreign_key_check`, the
    /// search index against the products, and the shop's own rules (``ShopInvariant``).
    ///
    /// A file too damaged to be read is reported as an `integrity` finding, not thrown: the answer to "is this file
    /// sound?" is no. The search index check needs a writable connection (FTS5 runs it as a special insert, which is
    /// rolled back); a read-only file skips it.
    ///
    /// - Throws: ``ShopDatabaseError`` when there is no file at `path`.
    public static func check(path: String) throws(ShopDatabaseError) -> ShopCheckReport {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .database(DatabaseFailure(.cannotOpen, "no database at '\(path)'"))
        }
        var findings: [ShopCheckFinding] = []
        let connection: Connection
        do {
            connection = try openForCheck(path)
        } catch {
            return ShopCheckReport(path: path, findings: [ShopCheckFinding(.integrity, unreadable(error))])
        }
        findings += collect(.integrity) { try connection.integrityProblems() }
        findings += collect(.foreignKey) { try connection.foreignKeyProblems() }
        if !connection.isReadOnly {
            findings += collect(.searchIndex) { try searchIndexProblems(connection) }
        }
        for invariant in ShopInvariant.all {
            findings += collect(.invariant) { try violations(of: invariant, in: connection) }
        }
        return ShopCheckReport(path: path, findings: findings)
    }

    /// A read-write connection (no migration, no creation), or a read-only one for a file that cannot be written.
    private static func openForCheck(_ path: String) throws -> Connection {
        let connection =
            isReadOnly(path)
            ? try Connection(path: path, mode: .readOnly)
            : try Connection(path: path, mode: .readWrite)
        _ = try connection.prepare("SELECT count(*) FROM sqlite_master").fetchOne { $0.int(at: 0) }
        return connection
    }

    /// Runs one check; a failure of the check itself (a damaged page, say) is a finding of that kind too.
    private static func collect(_ kind: ShopCheckFinding.Kind, _ check: () throws -> [String]) -> [ShopCheckFinding] {
        do {
            return try check().map { ShopCheckFinding(kind, $0) }
        } catch {
            return [ShopCheckFinding(kind, unreadable(error))]
        }
    }

    /// The sentence for a check that could not run.
    private static func unreadable(_ error: any Error) -> String {
        guard let error = error as? SQLiteError else { return "the check failed: \(error)" }
        if error.isCorrupt { return "the file is damaged: \(error.message)" }
        return "the check failed: \(error.message)"
    }

    /// FTS5's `integrity-check` of `productSearch`, against `product` too, in a transaction that is rolled back.
    private static func searchIndexProblems(_ connection: Connection) throws -> [String] {
        let exists =
            try connection.prepare(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'productSearch'"
            ).fetchOne { $0.int(at: 0) } ?? 0
        guard exists > 0 else { return [] }
        try connection.execute(sql: "BEGIN")
        defer { try? connection.execute(sql: "ROLLBACK") }
        do {
            // rank = 1 compares the index with the product rows too, not only with itself.
            try connection.execute(sql: "INSERT INTO productSearch (productSearch, rank) VALUES ('integrity-check', 1)")
            return []
        } catch let error as SQLiteError where error.isCorrupt {
            return ["the search index does not match the products: \(error.message)"]
        }
    }

    /// The violations of one rule, as sentences; past ``ShopInvariant/listedViolations`` they are counted.
    private static func violations(of invariant: ShopInvariant, in connection: Connection) throws -> [String] {
        let rows = try connection.prepare(invariant.sql).fetchAll { "\($0.string(at: 0)): \($0.string(at: 1))" }
        var sentences = rows.prefix(ShopInvariant.listedViolations).map { "\(invariant.rule), but \($0)" }
        if rows.count > ShopInvariant.listedViolations {
            sentences.append("\(invariant.rule), but \(rows.count - ShopInvariant.listedViolations) more rows break it")
        }
        return sentences
    }
}

import Foundation
import PostgresNIO
import PostgresStore
import ProductDataIO
import SQLiteStore
import ShopMigrations
import ShopTestSupport
import Testing

@testable import ProductData

@Suite("Search typo keys")
struct SearchTypoKeysTests {
    /// Terms of the shapes the vocabulary holds: short and long, doubled letters, repeated runs.
    static let terms = [
        "shoe", "laptop", "keyboard", "book", "aaab", "abba", "coffee", "headphon", "batteri", "mississippi",
    ]

    @Test("a term's keys are the term and each distinct one-letter deletion, never the empty string")
    func keys() {
        #expect(SearchTypoKeys.keys(of: "shoe") == ["shoe", "hoe", "soe", "she", "sho"])
        #expect(SearchTypoKeys.keys(of: "book") == ["book", "ook", "bok", "boo"])
        #expect(SearchTypoKeys.keys(of: "a") == ["a"])
        for term in Self.terms {
            let keys = SearchTypoKeys.keys(of: term)
            #expect(Set(keys).count == keys.count, "\(term): keys are distinct")
            #expect(keys.dropFirst().allSatisfy { $0.utf8.count == term.utf8.count - 1 })
        }
    }

    @Test("every string one edit from a term shares a key with it, so the index finds every typo", arguments: terms)
    func everyOneEditVariantMeetsTheTerm(term: String) {
        let termKeys = Set(SearchTypoKeys.keys(of: term))
        let variants = Self.oneEdit(from: term)
        #expect(variants.count > 100)
        for variant in variants {
            #expect(!termKeys.isDisjoint(with: SearchTypoKeys.keys(of: variant)), "\(variant) misses \(term)")
            #expect(SearchTypoKeys.isOneEdit(term, from: variant), "\(variant) → \(term)")
        }
    }

    @Test("a search keeps only the vocabulary terms one edit from its stem among those its keys find")
    func matchKeepsOnlyOneEditTerms() throws {
        let words = try #require(SearchWords(text: "bcdax"))
        #expect(words.stems == ["bcdax"])
        // `abcda` shares the key `bcda` with the stem but is two edits away; `bcdaxy` is a prefix match, not a typo.
        let match = SearchMatch(words, known: ["abcda", "bcdax", "bcdaxy", "bcday", "bcdxa", "bdax"])
        #expect(match.words[0].typoTerms == ["bcday", "bcdxa", "bdax"])
    }

    @Test("SQLite's migration 17 indexes the existing vocabulary exactly as Swift does")
    func sqliteMigrationMatchesSwift() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/SearchTypoKeys-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pool = try DatabasePool.open(path: directory + "/shop.sqlite")
        let before = try #require(ShopMigrations.all.firstIndex { $0.name == "index_search_term_deletions" })
        try Migrator(migrations: Array(ShopMigrations.all.prefix(before))).migrate(pool)
        try pool.write { db in
            let insert = try db.prepare("INSERT INTO searchTerm (term) VALUES (?)")
            for term in Self.terms { try insert.bind(term).execute() }
        }
        #expect(try ShopMigrations.migrator.migrate(pool).map(\.name) == ["index_search_term_deletions"])
        let rows = try pool.read { db in
            try db.prepare("SELECT key, term FROM searchTermKey ORDER BY key, term").fetchAll {
                "\($0.string(at: 0)) \($0.string(at: 1))"
            }
        }
        #expect(rows == SearchTypoKeys.rows(for: Self.terms).map { "\($0.key) \($0.term)" })
    }

    @Test(
        "PostgreSQL's migration 16 indexes the existing vocabulary exactly as Swift does",
        .enabled(if: PostgresTestServer.isEnabled, Comment(rawValue: PostgresTestServer.skipReason)))
    func postgresMigrationMatchesSwift() async throws {
        try await PostgresTestServer.withDatabase { database async throws in
            let before = try #require(
                ShopPostgresMigrations.all.firstIndex { $0.name == "index_search_term_deletions" })
            try await PostgresMigrator(migrations: Array(ShopPostgresMigrations.all.prefix(before))).migrate(database)
            let logger = database.logger
            try await database.withConnection { connection in
                try await connection.query(
                    "INSERT INTO search_term (term) SELECT unnest(\(Self.terms)::text[])", logger: logger)
            }
            #expect(
                try await ShopPostgresMigrations.migrator.migrate(database).map(\.name) == [
                    "index_search_term_deletions"
                ])
            let rows = try await database.withConnection { connection in
                var rows: [String] = []
                let result = try await connection.query(
                    "SELECT key || ' ' || term FROM search_term_key ORDER BY key COLLATE \"C\", term COLLATE \"C\"",
                    logger: logger)
                for try await row in result.decode(String.self) { rows.append(row) }
                return rows
            }
            #expect(rows == SearchTypoKeys.rows(for: Self.terms).map { "\($0.key) \($0.term)" })
        }
    }

    /// Every string of lower-case ASCII letters one insertion, deletion, substitution or transposition of neighbours
    /// from `term` (the oracle: what the index must find, generated the slow way).
    static func oneEdit(from term: String) -> Set<String> {
        let letters = Array(term.utf8)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var edits: Set<String> = []
        func add(_ bytes: [UInt8]) { if !bytes.isEmpty { edits.insert(String(decoding: bytes, as: UTF8.self)) } }
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            add(deleted)
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                add(swapped)
            }
            for letter in alphabet where letter != letters[index] {
                var substituted = letters
                substituted[index] = letter
                add(substituted)
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                add(inserted)
            }
        }
        edits.remove(term)
        return edits
    }
}

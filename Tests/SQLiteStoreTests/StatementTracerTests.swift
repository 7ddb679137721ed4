import Foundation
import SQLiteStore
import Synchronization
import Testing

@Suite("StatementTracer")
struct StatementTracerTests {
    @Test("every finished statement of every pool connection is reported with its text and duration, no values")
    func tracesStatements() throws {
        try withTemporaryDirectory { directory in
            let events = Mutex<[StatementTracer.Event]>([])
            let tracer = StatementTracer { event in events.withLock { $0.append(event) } }
            let pool = try DatabasePool.open(
                path: directory.file("traced.sqlite"),
                configuration: .init(readerCount: 1, statementTracer: tracer))
            try pool.write { db in
                try db.execute(sql: "CREATE TABLE secret (value TEXT)")
                try db.prepare("INSERT INTO secret (value) VALUES (?)").bind("hunter22").execute()
            }
            let count = try pool.read { db in
                try db.prepare("SELECT count(*) FROM secret").fetchOne { $0.int(at: 0) }
            }
            #expect(count == 1)
            let traced = events.withLock { $0 }
            let texts = traced.map(\.sql)
            #expect(texts.contains("CREATE TABLE secret (value TEXT)"))
            #expect(texts.contains("INSERT INTO secret (value) VALUES (?)"))
            #expect(texts.contains("SELECT count(*) FROM secret"))
            #expect(!texts.contains { $0.contains("hunter22") })
            #expect(traced.allSatisfy { $0.duration >= .zero })
            #expect(pool.configuration.statementTracer == tracer)
        }
    }

    @Test("a pool without a tracer reports nothing, and tracers compare by identity")
    func untraced() throws {
        let first = StatementTracer { _ in }
        let second = StatementTracer { _ in }
        #expect(first == first && first != second)
        #expect(DatabasePool.Configuration().statementTracer == nil)
    }
}

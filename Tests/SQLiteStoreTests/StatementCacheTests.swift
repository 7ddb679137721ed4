import SQLiteStore
import Testing

@Suite("Connection.cachedStatement")
struct StatementCacheTests {
    @Test("the same SQL, written as a literal or built at run time, gets the same compiled statement")
    func sameTextSameStatement() throws {
        let connection = try Connection.open(path: ":memory:")
        let literal = try connection.cachedStatement("SELECT ? + 1")
        let parts = ["SELECT", "?", "+", "1"]
        let built = try connection.cachedStatement(parts.joined(separator: " "))
        #expect(literal === built)
        #expect(try connection.cachedStatement("SELECT ? + 2") !== literal)
    }

    @Test("many statements in turn, more than the recently used ones, each run their own SQL and stay cached")
    func manyStatementsInTurn() throws {
        let connection = try Connection.open(path: ":memory:")
        let texts = (1...12).map { "SELECT ? * \($0)" }
        let first = try texts.map { try connection.cachedStatement($0) }
        for round in 1...3 {
            for (index, text) in texts.enumerated().reversed() {
                let statement = try connection.cachedStatement(text)
                #expect(statement === first[index])
                let product = try statement.bind(Int64(round)).fetchOne { $0.int(at: 0) }
                #expect(product == round * (index + 1))
            }
        }
    }

    @Test("a statement comes back from the cache reset, with its earlier bindings cleared")
    func comesBackResetAndUnbound() throws {
        let connection = try Connection.open(path: ":memory:")
        let statement = try connection.cachedStatement("SELECT ?1 IS NULL")
        #expect(try statement.bind(Int64(5)).fetchOne { $0.int(at: 0) } == 0)
        let again = try connection.cachedStatement("SELECT ?1 IS NULL")
        #expect(try again.fetchOne { $0.int(at: 0) } == 1)
    }
}

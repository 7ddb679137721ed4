import SQLiteStore
import Testing

@Suite("Typed errors")
struct ErrorTests {
    /// An in-memory database with a parent/child pair of tables covering every constraint kind.
    private func makeConnection() throws -> Connection {
        let connection = try Connection(path: ":memory:")
        try connection.execute(
            sql: """
                CREATE TABLE parent (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
                CREATE TABLE child (
                    id INTEGER PRIMARY KEY,
                    parentId INTEGER NOT NULL REFERENCES parent(id),
                    amount INTEGER NOT NULL CHECK (amount >= 0)
                );
                INSERT INTO parent (id, code) VALUES (1, 'a');
                """)
        return connection
    }

    @Test("a duplicate UNIQUE value is a unique violation carrying the SQL")
    func unique() throws {
        let db = try makeConnection()
        let sql = "INSERT INTO parent (code) VALUES (?)"
        let error = sqliteError { try db.prepare(sql).bind("a").execute() }
        #expect(error?.constraintViolation == .unique)
        #expect(error?.isUniqueViolation == true)
        #expect(error?.isConstraintViolation == true)
        #expect(error?.primaryCode == SQLiteResultCode.constraint)
        #expect(error?.extendedCode == SQLiteResultCode.constraintUnique)
        #expect(error?.sql == sql)
        #expect(error?.message.contains("parent.code") == true)
    }

    @Test("a duplicate primary key counts as a unique violation")
    func primaryKey() throws {
        let db = try makeConnection()
        let error = sqliteError { try db.execute(sql: "INSERT INTO parent (id, code) VALUES (1, 'b')") }
        #expect(error?.constraintViolation == .primaryKey)
        #expect(error?.isUniqueViolation == true)
    }

    @Test("CHECK, foreign key and NOT NULL violations are told apart")
    func otherConstraints() throws {
        let db = try makeConnection()
        let insert = "INSERT INTO child (parentId, amount) VALUES (?, ?)"
        let check = sqliteError { try db.prepare(insert).bind(1, -5).execute() }
        #expect(check?.isCheckViolation == true)
        let foreignKey = sqliteError { try db.prepare(insert).bind(99, 5).execute() }
        #expect(foreignKey?.isForeignKeyViolation == true)
        let notNull = sqliteError { try db.prepare(insert).bind(1, Int?.none).execute() }
        #expect(notNull?.isNotNullViolation == true)
        #expect(notNull?.isBusy == false)
        #expect(notNull?.description.contains("SQLITE_CONSTRAINT") == true)
        #expect(try db.scalarInt("SELECT count(*) FROM child") == 0)
    }

    @Test("helpers recognise busy, full, read-only, corrupt and cantopen codes")
    func codeHelpers() {
        #expect(SQLiteError(extendedCode: SQLiteResultCode.busy, message: "").isBusy)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.busySnapshot, message: "").isBusy)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.full, message: "").isFull)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.readOnly, message: "").isReadOnly)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.corrupt, message: "").isCorrupt)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.notADatabase, message: "").isCorrupt)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.cannotOpen, message: "").isCannotOpen)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.interrupt, message: "").isInterrupted)
        #expect(SQLiteError(extendedCode: SQLiteResultCode.full, message: "").constraintViolation == nil)
        #expect(SQLiteResultCode.constraintUnique == 2067)
        #expect(SQLiteResultCode.ioErrorShortRead == 522)
        let error = SQLiteError(extendedCode: 13, message: "database or disk is full", sql: "INSERT 1")
        #expect(
            error.description == "SQLite error SQLITE_FULL (13): database or disk is full — while executing: INSERT 1"
        )
    }

    @Test("an I/O error is a full disk only when its errno is ENOSPC or EFBIG")
    func fullDiskErrnos() {
        let ioWrite: Int32 = 10 | (3 << 8)
        #expect(SQLiteError(extendedCode: ioWrite, message: "", systemErrorNumber: 28).isFull)  // ENOSPC
        #expect(SQLiteError(extendedCode: ioWrite, message: "", systemErrorNumber: 27).isFull)  // EFBIG
        #expect(!SQLiteError(extendedCode: ioWrite, message: "", systemErrorNumber: 5).isFull)  // EIO
        #expect(!SQLiteError(extendedCode: ioWrite, message: "").isFull)
        #expect(!SQLiteError(extendedCode: 19, message: "", systemErrorNumber: 28).isFull)  // not an I/O error
    }
}

import Testing

@testable import PostgresStore

@Suite("SQL script splitting")
struct SQLScriptTests {
    @Test("statements split at the semicolons that end them; pieces of only comments or blanks are dropped")
    func splitsStatements() {
        let script = """
            -- a comment; not a statement
            CREATE TABLE a (x integer);
            /* a block; /* nested; */ still a comment; */
            INSERT INTO a VALUES (1);;
            SELECT 1;
            -- only a comment
            """
        #expect(
            SQLScript(script).statements == [
                "-- a comment; not a statement\nCREATE TABLE a (x integer)",
                "/* a block; /* nested; */ still a comment; */\nINSERT INTO a VALUES (1)",
                "SELECT 1",
            ])
    }

    @Test("semicolons inside strings, quoted identifiers and dollar-quoted bodies do not split")
    func respectsQuoting() {
        let script = """
            INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'; slash');
            CREATE TABLE "odd;name" (x integer);
            CREATE FUNCTION f() RETURNS integer LANGUAGE sql AS $body$ SELECT 1; $body$;
            DO $$ BEGIN PERFORM 1; END $$;
            SELECT $1
            """
        let statements = SQLScript(script).statements
        #expect(statements.count == 5)
        #expect(statements[0] == "INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'; slash')")
        #expect(statements[1] == "CREATE TABLE \"odd;name\" (x integer)")
        #expect(statements[2].hasSuffix("$body$ SELECT 1; $body$"))
        #expect(statements[3] == "DO $$ BEGIN PERFORM 1; END $$")
        #expect(statements[4] == "SELECT $1")
    }
}

import PostgresStore
import Testing

@Suite("PostgreSQL URL")
struct PostgresURLTests {
    @Test("a full URL gives its host, port, user, password and database")
    func parsesEveryPart() throws {
        let url = try PostgresURL(parsing: "postgresql://shop:s%40cret@db.example:6543/shop%20data")
        #expect(
            url
                == PostgresURL(
                    host: "db.example", port: 6543, username: "shop", password: "s@cret",
                    database: "shop data"))
        #expect(url.description == "postgres://shop:***@db.example:6543/shop data")
    }

    @Test("the port defaults to 5432 and the password to none")
    func defaults() throws {
        let url = try PostgresURL(parsing: "postgres://shop@127.0.0.1/shop")
        #expect(url.port == 5432)
        #expect(url.password == nil)
    }

    @Test(
        "a URL that cannot be used is refused with the reason",
        arguments: [
            ("", "the scheme must be"),
            ("mysql://shop@host/shop", "the scheme must be"),
            ("postgres:///shop", "it names no host"),
            ("postgres://host/shop", "it names no user"),
            ("postgres://shop@host", "it names no database"),
            ("postgres://shop@host/", "it names no database"),
            ("postgres://shop@host/a/b", "one path segment"),
            ("postgres://shop@host:0/shop", "the port must be 1 to 65535"),
            ("postgres://shop@host/shop?sslmode=require", "query options (?sslmode) are not supported"),
            ("postgres://shop@[::1/shop", "it is not a URL"),
        ])
    func refusesBadURLs(text: String, reason: String) {
        #expect {
            try PostgresURL(parsing: text)
        } throws: { error in
            guard case let .invalidURL(_, actual) = error as? PostgresStoreError else { return false }
            return actual.contains(reason)
        }
    }

    @Test("the error message never repeats the password")
    func hidesThePassword() {
        #expect {
            try PostgresURL(parsing: "postgres://shop:hunter2@host")
        } throws: { error in
            let text = String(describing: error)
            return !text.contains("hunter2") && text.contains("invalid PostgreSQL URL")
        }
    }
}

import PostgresNIO
import ProductDataIO

/// ProductData's named prepared statements: parsed and planned once per pooled connection (PostgresNIO prepares a
/// `PostgresPreparedStatement` on a connection the first time it runs there), then only bound and executed.
///
/// These are the lookups and listings, whose best plan does not depend on the values bound (a primary key, an index
/// walked in order). Search is not among them (``ProductQueries``): its best plan depends on how many products match
/// the words, so it is planned for each run's own values.
///
/// Names sort by code point (`COLLATE "C"`), as SQLite's BINARY collation sorts, whatever the database's locale; the
/// name indexes of migration 0002 use the same collation. Listings use a deferred join, as on SQLite: the inner
/// query skips `OFFSET` rows inside the (category_id,) name or price index and only the page's ids are joined back.
/// Every read sees live products only (`archived_at IS NULL`, implied by the partial indexes of migration 0014).
enum ProductStatements {
    /// One product by id. Binds: id.
    struct ProductByID: PostgresPreparedStatement {
        typealias Row = Product
        static let sql =
            "SELECT \(ProductRow.columns) FROM \(ProductRow.source) WHERE p.id = $1 AND p.archived_at IS NULL"
        let id: Int64
        func makeBindings() -> PostgresBindings { .init(binding: id) }
    }

    /// Every category with its product count, by name then id.
    struct Categories: PostgresPreparedStatement {
        typealias Row = (String, String, Int64)
        static let sql = """
            SELECT c.slug, c.name,
                (SELECT count(*) FROM product AS p WHERE p.category_id = c.id AND p.archived_at IS NULL)
            FROM category AS c ORDER BY c.name COLLATE "C", c.id
            """
        func makeBindings() -> PostgresBindings { PostgresBindings() }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The id of the category with a slug. Binds: slug.
    struct CategoryID: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT id FROM category WHERE slug = $1"
        let slug: String
        func makeBindings() -> PostgresBindings { .init(binding: slug) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The number of products in the catalog.
    struct CountAll: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT count(*) FROM product WHERE archived_at IS NULL"
        func makeBindings() -> PostgresBindings { PostgresBindings() }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The number of products in one category. Binds: category id.
    struct CountInCategory: PostgresPreparedStatement {
        typealias Row = Int64
        static let sql = "SELECT count(*) FROM product WHERE category_id = $1 AND archived_at IS NULL"
        let categoryID: Int64
        func makeBindings() -> PostgresBindings { .init(binding: categoryID) }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// A page of the catalog by name, then id. Binds: limit, offset.
    struct PageByName: PostgresPreparedStatement {
        typealias Row = Product
        static let sql = """
            SELECT \(ProductRow.columns)
            FROM (
                SELECT id FROM product WHERE archived_at IS NULL ORDER BY name COLLATE "C", id LIMIT $1 OFFSET $2
            ) AS page
            JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
            ORDER BY p.name COLLATE "C", p.id
            """
        let limit: Int64, offset: Int64
        func makeBindings() -> PostgresBindings { .init(binding: limit, offset) }
    }

    /// A page of the catalog by price, then id. Binds: limit, offset.
    struct PageByPrice: PostgresPreparedStatement {
        typealias Row = Product
        static let sql = """
            SELECT \(ProductRow.columns)
            FROM (
                SELECT id FROM product WHERE archived_at IS NULL ORDER BY price_cents, id LIMIT $1 OFFSET $2
            ) AS page
            JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
            ORDER BY p.price_cents, p.id
            """
        let limit: Int64, offset: Int64
        func makeBindings() -> PostgresBindings { .init(binding: limit, offset) }
    }

    /// A page of one category by name, then id. Binds: category id, limit, offset.
    struct CategoryPageByName: PostgresPreparedStatement {
        typealias Row = Product
        static let sql = """
            SELECT \(ProductRow.columns)
            FROM (
                SELECT id FROM product WHERE category_id = $1 AND archived_at IS NULL
                ORDER BY name COLLATE "C", id LIMIT $2 OFFSET $3
            ) AS page
            JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
            ORDER BY p.name COLLATE "C", p.id
            """
        let categoryID: Int64, limit: Int64, offset: Int64
        func makeBindings() -> PostgresBindings { .init(binding: categoryID, limit, offset) }
    }

    /// A page of one category by price, then id. Binds: category id, limit, offset.
    struct CategoryPageByPrice: PostgresPreparedStatement {
        typealias Row = Product
        static let sql = """
            SELECT \(ProductRow.columns)
            FROM (
                SELECT id FROM product WHERE category_id = $1 AND archived_at IS NULL
                ORDER BY price_cents, id LIMIT $2 OFFSET $3
            ) AS page
            JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
            ORDER BY p.price_cents, p.id
            """
        let categoryID: Int64, limit: Int64, offset: Int64
        func makeBindings() -> PostgresBindings { .init(binding: categoryID, limit, offset) }
    }
}

extension PostgresPreparedStatement where Row == Product {
    /// Decodes a row of ``ProductRow/columns``.
    func decodeRow(_ row: PostgresRow) throws -> Product {
        try ProductRow.product(row)
    }
}

extension PostgresBindings {
    /// Bindings of `values`, in order.
    init(binding values: Int64...) {
        self.init(capacity: values.count)
        for value in values { append(value) }
    }

    /// A binding of one string.
    init(binding value: String) {
        self.init(capacity: 1)
        append(value)
    }
}

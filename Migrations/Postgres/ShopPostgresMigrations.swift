import PostgresStore

/// The shop's PostgreSQL schema as an ordered list of migrations: the same tables, constraints and search meaning as
/// the SQLite schema (`ShopMigrations`), in PostgreSQL's own numbered set.
///
/// The SQL lives in the `.sql` files beside this one and is compiled into the binary (SwiftPM `embedInCode`
/// resources, `PackageResources.<file name>` with a leading digit replaced by `_`). File `NNNN_some_name.sql` becomes
/// ``PostgresStore/PostgresMigration`` `id: NNNN, name: "some_name"`.
///
/// Adding a migration: add `NNNN_name.sql` here, list it under the `ShopPostgresMigrations` target's `resources` in
/// `Package.swift`, and append it to ``all``. A test checks that every file is listed with the right id, name and
/// content.
public enum ShopPostgresMigrations {
    /// Every shop migration, ascending by id (1...n, contiguous).
    public static let all: [PostgresMigration] = [
        migration(1, "create_category", PackageResources._001_create_category_sql),
        migration(2, "create_product", PackageResources._002_create_product_sql),
        migration(3, "create_product_search", PackageResources._003_create_product_search_sql),
        migration(4, "create_shop_user", PackageResources._004_create_shop_user_sql),
        migration(5, "create_session", PackageResources._005_create_session_sql),
        migration(6, "create_cart_item", PackageResources._006_create_cart_item_sql),
        migration(7, "create_customer_order", PackageResources._007_create_customer_order_sql),
        migration(8, "create_order_line", PackageResources._008_create_order_line_sql),
        migration(9, "create_login_failure", PackageResources._009_create_login_failure_sql),
    ]

    /// A migrator for ``all``.
    public static var migrator: PostgresMigrator { PostgresMigrator(migrations: all) }

    /// Builds a migration from embedded UTF-8 bytes.
    private static func migration(_ id: Int, _ name: String, _ bytes: [UInt8]) -> PostgresMigration {
        PostgresMigration(id: id, name: name, sql: String(decoding: bytes, as: UTF8.self))
    }
}

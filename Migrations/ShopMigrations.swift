import SQLiteStore

/// The shop's database schema as an ordered list of migrations.
///
/// The SQL lives in the `.sql` files beside this one and is compiled into the binary (SwiftPM
/// `embedInCode` resources, exposed as `PackageResources.<file name>` with a leading digit replaced by
/// `_`), so an executable copied elsewhere still carries its schema. File `NNNN_some_name.sql` becomes
/// ``Migration`` `id: NNNN, name: "some_name"`.
///
/// Adding a migration: add `NNNN_name.sql` here, list it under the `ShopMigrations` target's
/// `resources` in `Package.swift`, and append it to ``all``. A test checks that every file is listed
/// with the right id, name and content.
public enum ShopMigrations {
    /// Every shop migration, ascending by id (1...n, contiguous).
    public static let all: [Migration] = [
        migration(1, "create_category", PackageResources._001_create_category_sql),
        migration(2, "create_product", PackageResources._002_create_product_sql),
        migration(3, "create_product_search", PackageResources._003_create_product_search_sql),
        migration(4, "create_user", PackageResources._004_create_user_sql),
        migration(5, "create_session", PackageResources._005_create_session_sql),
        migration(6, "create_cart_item", PackageResources._006_create_cart_item_sql),
        migration(7, "create_customer_order", PackageResources._007_create_customer_order_sql),
        migration(8, "create_order_line", PackageResources._008_create_order_line_sql),
        migration(9, "widen_product_search_prefixes", PackageResources._009_widen_product_search_prefixes_sql),
        migration(10, "create_login_failure", PackageResources._010_create_login_failure_sql),
    ]

    /// A migrator for ``all``.
    public static var migrator: Migrator { Migrator(migrations: all) }

    /// Builds a migration from embedded UTF-8 bytes.
    private static func migration(_ id: Int, _ name: String, _ bytes: [UInt8]) -> Migration {
        Migration(id: id, name: name, sql: String(decoding: bytes, as: UTF8.self))
    }
}

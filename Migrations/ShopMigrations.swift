import SQLiteStore

/// The shop's SQLite schema as an ordered list of migrations.
///
/// The SQL lives in `Migrations/SQLite/NNNN_name.sql` and is compiled into the binary by the `EmbedMigrations`
/// build plugin, so an executable copied elsewhere still carries its schema. File `NNNN_some_name.sql` becomes
/// ``Migration`` `id: NNNN, name: "some_name"`. Adding a migration is adding its file: nothing lists it, and the
/// build fails for a file that is not named `NNNN_name.sql` or whose id does not follow the last.
public enum ShopMigrations {
    /// Every shop migration, ascending by id (1...n, contiguous).
    public static let all: [Migration] = EmbeddedMigrations.sqlite.map { id, name, sql in
        Migration(id: id, name: name, sql: sql)
    }

    /// A migrator for ``all``.
    public static var migrator: Migrator { Migrator(migrations: all) }
}

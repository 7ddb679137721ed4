import PostgresStore

/// The shop's PostgreSQL schema as an ordered list of migrations: the same tables, constraints and search meaning as
/// the SQLite schema (``ShopMigrations``), in PostgreSQL's own numbered set.
///
/// The SQL lives in `Migrations/Postgres/NNNN_name.sql` and is compiled into the binary by the `EmbedMigrations`
/// build plugin. File `NNNN_some_name.sql` becomes ``PostgresStore/PostgresMigration`` `id: NNNN, name: "some_name"`.
/// Adding a migration is adding its file: nothing lists it.
public enum ShopPostgresMigrations {
    /// Every shop migration, ascending by id (1...n, contiguous).
    public static let all: [PostgresMigration] = EmbeddedMigrations.postgres.map { id, name, sql in
        PostgresMigration(id: id, name: name, sql: sql)
    }

    /// A migrator for ``all``.
    public static var migrator: PostgresMigrator { PostgresMigrator(migrations: all) }
}

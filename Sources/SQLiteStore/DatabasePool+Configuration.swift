extension DatabasePool {
    /// How a ``DatabasePool`` opens its connections.
    public struct Configuration: Sendable, Equatable {
        /// How many read-only connections (and reader threads) serve ``DatabasePool/read(_:)-8rlcr``.
        ///
        /// Values below 1 are treated as 1. Defaults to 4.
        public var readerCount: Int

        /// How long a connection waits for another process's lock before failing with `SQLITE_BUSY`, in
        /// milliseconds. Defaults to 5000.
        public var busyTimeoutMilliseconds: Int

        /// Whether a missing database file is created (mode 0600). A missing *directory* is always an
        /// error. Defaults to `true`.
        public var createIfMissing: Bool

        /// Whether the pool only reads: no writer connection is opened and every write fails with
        /// `SQLITE_READONLY`. Defaults to `false`.
        public var readOnly: Bool

        /// The name of a registered SQLite VFS (`sqlite3_vfs_register`) every connection opens the file through, or
        /// `nil` for the default one. Tests use it to simulate power cuts and I/O errors. Defaults to `nil`.
        public var vfsName: String?

        /// Whether writes that ask for ``CommitDurability/durable`` get it. Turning it off runs every commit with
        /// `synchronous=NORMAL`, as before durable commits existed: acknowledged writes can then vanish at a power
        /// cut. Only the power-cut tests do that, as their negative control. Defaults to `true`.
        public var honorsDurableCommits: Bool

        /// Receives every statement any of the pool's connections finishes, with its duration (for `--trace-sql`
        /// style logging). Defaults to `nil`: nothing is traced.
        public var statementTracer: StatementTracer?

        /// Creates a configuration; every parameter has the documented default.
        public init(
            readerCount: Int = 4,
            busyTimeoutMilliseconds: Int = 5000,
            createIfMissing: Bool = true,
            readOnly: Bool = false,
            vfsName: String? = nil,
            honorsDurableCommits: Bool = true,
            statementTracer: StatementTracer? = nil
        ) {
            self.readerCount = readerCount
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.createIfMissing = createIfMissing
            self.readOnly = readOnly
            self.vfsName = vfsName
            self.honorsDurableCommits = honorsDurableCommits
            self.statementTracer = statementTracer
        }
    }
}

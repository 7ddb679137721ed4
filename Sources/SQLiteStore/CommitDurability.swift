/// How far a committed write transaction survives: a crash of the process, or a loss of power too.
///
/// Connections run with `synchronous=NORMAL` in WAL mode: a commit appends its pages to the write-ahead log without
/// an `fsync`, so it survives the process being killed (the operating system holds the data) but the last commits
/// can vanish if the machine loses power before the next checkpoint syncs the log. A write whose success is
/// reported to a person ("order placed", "account created") asks for ``durable``: that one transaction runs with
/// `synchronous=FULL`, so the log (with everything committed before it) is synced before the commit returns.
public enum CommitDurability: Sendable, Equatable {
    /// `synchronous=NORMAL`: safe from process crashes; a power cut may lose the commits since the last checkpoint.
    /// The default, and what bulk loads use.
    case standard
    /// `synchronous=FULL` for this transaction: the commit is on stable storage when the call returns.
    case durable
}

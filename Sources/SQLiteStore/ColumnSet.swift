/// A named, ordered set of result columns (in the spirit of GRDB's `Columns`): one case per column, declared in the
/// order a statement selects them, each with the SQL expression that produces it.
///
/// A statement selects ``selectList`` and its decoder reads `row.string(Columns.name)`, so the SQL and the decoder
/// share one definition and no code depends on a bare column position. Cases must keep their default raw values
/// (0, 1, 2, …): the raw value is the column's index.
///
/// ```swift
/// enum UserColumns: Int, ColumnSet {
///     case id, name
///     var expression: String { self == .id ? "u.id" : "u.name" }
/// }
/// let sql = "SELECT \(UserColumns.selectList) FROM user AS u"
/// let name = row.string(UserColumns.name)
/// ```
public protocol ColumnSet: CaseIterable, RawRepresentable where RawValue == Int {
    /// The SQL expression selected for this column.
    var expression: String { get }
}

extension ColumnSet {
    /// Every column's expression, in case order, separated by commas: the select list of a statement that this
    /// set decodes.
    public static var selectList: String { allCases.map(\.expression).joined(separator: ", ") }
}

extension Row {
    /// Whether the named column is `NULL`.
    @inlinable
    public func isNull(_ column: some ColumnSet) -> Bool { isNull(at: column.rawValue) }

    /// The named column as an `Int`.
    @inlinable
    public func int(_ column: some ColumnSet) -> Int { int(at: column.rawValue) }

    /// The named column as an `Int64`.
    @inlinable
    public func int64(_ column: some ColumnSet) -> Int64 { int64(at: column.rawValue) }

    /// The named column as UTF-8 text (`""` for `NULL`).
    @inlinable
    public func string(_ column: some ColumnSet) -> String { string(at: column.rawValue) }
}

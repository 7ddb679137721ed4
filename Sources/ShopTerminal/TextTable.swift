/// A plain-text table with aligned columns, for printing lists such as products, carts and orders.
///
/// Widths are measured in terminal columns (grapheme clusters, with East Asian wide characters and emoji counting
/// as two). Cells are sanitised: control characters, including tabs, newlines and `ESC`, become spaces, so data
/// can never inject escape sequences or break the layout. Lines never end with spaces.
///
/// ```
/// ID  Name      Price
/// --  --------  ------
///  1  Red shoe  $12.34
/// ```
public struct TextTable: Sendable, Equatable {
    /// How a column's cells are placed within its width.
    public enum Alignment: Sendable, Equatable {
        /// Pad on the right.
        case left
        /// Pad on the left; used for numbers and money.
        case right
        /// Right if every non-empty body cell looks like a number or amount (`12`, `-3`, `$1,234.50`, `15%`),
        /// left otherwise.
        case automatic
    }

    /// One column: its header, alignment and optional maximum width.
    public struct Column: Sendable, Equatable {
        /// The header text.
        public var header: String
        /// How cells (and the header) are aligned.
        public var alignment: Alignment
        /// The maximum width in columns; longer cells are truncated with `…`. `nil` means unlimited.
        public var maxWidth: Int?

        /// Creates a column.
        ///
        /// - Parameters:
        ///   - header: The header text.
        ///   - alignment: How cells are aligned.
        ///   - maxWidth: The maximum width in columns, at least 1; `nil` means unlimited.
        public init(_ header: String, alignment: Alignment = .automatic, maxWidth: Int? = nil) {
            self.header = header
            self.alignment = alignment
            self.maxWidth = maxWidth.map { max(1, $0) }
        }
    }

    /// The columns. Rows longer than this get extra, headerless, left-aligned columns.
    public var columns: [Column]
    /// The body rows; missing trailing cells render empty.
    public var rows: [[String]]
    /// The text between columns, two spaces by default.
    public var columnSeparator: String = "  "
    /// Whether a line of dashes is drawn under the headers.
    public var showsHeaderRule: Bool = true
    /// Whether the header line (and its rule) is shown; hide it for bare key–value listings.
    public var showsHeader: Bool = true

    /// Creates a table from column definitions.
    ///
    /// - Parameters:
    ///   - columns: The columns.
    ///   - rows: The initial rows.
    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Creates a table from header titles, all columns using automatic alignment.
    ///
    /// - Parameters:
    ///   - headers: The header titles.
    ///   - rows: The initial rows.
    public init(headers: [String], rows: [[String]] = []) {
        self.init(columns: headers.map { Column($0) }, rows: rows)
    }

    /// Appends a row of cells.
    ///
    /// - Parameter cells: The cells, one per column.
    public mutating func addRow(_ cells: [String]) {
        rows.append(cells)
    }

    /// Renders the table as lines joined by `\n`, without a trailing newline; an empty table renders as `""`.
    ///
    /// - Returns: The rendered text.
    public func render() -> String {
        renderLines().joined(separator: "\n")
    }
}

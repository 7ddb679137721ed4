extension TextTable {
    /// Renders the table as individual lines, without trailing spaces.
    ///
    /// - Returns: The header line, the rule and one line per row, as enabled.
    public func renderLines() -> [String] {
        let columnCount = max(columns.count, rows.map(\.count).max() ?? 0)
        guard columnCount > 0 else { return [] }
        let layout = (0..<columnCount).map { index in
            index < columns.count ? columns[index] : Column("", alignment: .left)
        }
        let body = rows.map { row in
            (0..<columnCount).map { index in
                let cell = index < row.count ? Self.sanitize(row[index]) : ""
                return Self.fit(cell, maxWidth: layout[index].maxWidth)
            }
        }
        let headers = layout.map { Self.fit(Self.sanitize($0.header), maxWidth: $0.maxWidth) }
        let alignments = layout.indices.map { index in
            Self.resolve(layout[index].alignment, cells: body.map { $0[index] })
        }
        var widths = [Int](repeating: 0, count: columnCount)
        for line in (showsHeader ? [headers] : []) + body {
            for (index, cell) in line.enumerated() {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        var lines: [String] = []
        if showsHeader {
            lines.append(renderLine(headers, widths: widths, alignments: alignments))
            if showsHeaderRule {
                let rule = widths.map { String(repeating: "-", count: $0) }
                lines.append(renderLine(rule, widths: widths, alignments: alignments))
            }
        }
        lines += body.map { renderLine($0, widths: widths, alignments: alignments) }
        return lines
    }

    private func renderLine(_ cells: [String], widths: [Int], alignments: [Alignment]) -> String {
        let padded = cells.indices.map { index in
            let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cells[index])))
            return alignments[index] == .right ? padding + cells[index] : cells[index] + padding
        }
        var line = padded.joined(separator: columnSeparator)
        while line.last == " " {
            line.removeLast()
        }
        return line
    }

    private static func fit(_ cell: String, maxWidth: Int?) -> String {
        guard let maxWidth else { return cell }
        return DisplayWidth.truncate(cell, toWidth: maxWidth)
    }

    /// Replaces control characters with spaces so cells cannot break the layout or emit escape sequences.
    static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        return String(scalars)
    }

    private static func resolve(_ alignment: Alignment, cells: [String]) -> Alignment {
        guard alignment == .automatic else { return alignment }
        let filled = cells.filter { !$0.isEmpty }
        return !filled.isEmpty && filled.allSatisfy(looksNumeric) ? .right : .left
    }

    /// Whether `text` looks like a number or an amount: an optional sign and currency symbol, digits with `,` or
    /// `.` separators, and an optional trailing `%`.
    static func looksNumeric(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest.removeFirst() }
        if let first = rest.first, first.isCurrencySymbol { rest.removeFirst() }
        if rest.last == "%" { rest.removeLast() }
        guard let first = rest.first, first.isASCII, first.isNumber else { return false }
        return rest.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." }
    }
}

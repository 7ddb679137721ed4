import Foundation

// Prints the one summary table of a benchmark run from the JSON lines the benchmarks appended to the results file
// (`BOARDY_BENCH_RESULTS`). Usage: bench-report <results.jsonl> [--markdown]

/// One row, as `BenchSupport.BenchRecord` writes it.
struct Row: Decodable {
    var suite: String
    var name: String
    var subject: Double
    var baseline: Double?
    var unit: String
    var ratio: Double?
    var ratioKind: String?
    var target: String
    var met: Bool?
    var note: String
}

/// Three significant digits, thousands separated.
func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = decimals
    formatter.maximumFractionDigits = decimals
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
}

func verdict(_ met: Bool?) -> String {
    switch met {
    case true?: "met"
    case false?: "MISSED"
    case nil: ""
    }
}

let arguments = CommandLine.arguments
guard arguments.count > 1, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: bench-report <results.jsonl> [--markdown]\n".utf8))
    exit(2)
}
let markdown = arguments.contains("--markdown")
let decoder = JSONDecoder()
let rows: [Row] = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
    try? decoder.decode(Row.self, from: Data(line.utf8))
}
let header = ["suite", "benchmark", "boards", "baseline", "unit", "ratio", "target", "result"]
let table: [[String]] = rows.map { row in
    [
        row.suite, row.name, number(row.subject), number(row.baseline), row.unit,
        row.ratio.map { number($0) + "×" } ?? "", row.target, verdict(row.met),
    ]
}

if markdown {
    print("| " + header.joined(separator: " | ") + " |")
    print("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
    for line in table {
        print("| " + line.joined(separator: " | ") + " |")
    }
    print("")
    for row in rows where !row.note.isEmpty {
        print("- **\(row.name)**: \(row.note)" + (row.ratioKind.map { " (ratio: \($0))" } ?? ""))
    }
} else {
    let widths = header.indices.map { column in
        ([header[column]] + table.map { $0[column] }).map(\.count).max() ?? 0
    }
    func render(_ cells: [String]) -> String {
        cells.enumerated().map { column, cell in
            let pad = String(repeating: " ", count: widths[column] - cell.count)
            return column >= 2 && column != 4 && column != 6 ? pad + cell : cell + pad
        }.joined(separator: "  ")
    }
    print(render(header))
    print(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
    for line in table {
        print(render(line))
    }
    let missed = rows.filter { $0.met == false }.count
    let targets = rows.filter { $0.met != nil }.count
    print(
        "\n" + (targets > 0 ? "\(targets - missed) of \(targets) targets met. " : "")
            + "Ratios: boards ÷ baseline time (board rows), boards ÷ raw C throughput (data rows), boards ÷ pgbench "
            + "throughput (postgres rows). Notes per row: bench-report \(arguments[1]) --markdown")
}

import AuthDataIO
import Foundation

extension StoredResponse {
    /// The headers as a store keeps them, the same on every backend: one `Name: value` line each, `\n`-terminated.
    var headerText: String {
        headers.map { "\($0.name): \($0.value)\n" }.joined()
    }

    /// An answer read back from a store, its headers from ``headerText`` (a line without `: ` is skipped).
    init(status: Int, headerText: String, body: [UInt8]) {
        let headers = headerText.split(separator: "\n").compactMap { line -> Header? in
            guard let separator = line.range(of: ": ") else { return nil }
            return Header(name: String(line[..<separator.lowerBound]), value: String(line[separator.upperBound...]))
        }
        self.init(status: status, headers: headers, body: body)
    }
}

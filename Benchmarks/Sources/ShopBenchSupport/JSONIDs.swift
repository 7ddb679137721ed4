import CSQLite

/// Product ids written as a JSON array (`[12,7]`) into a byte buffer, as `JSONArray.integers` writes them, without
/// building Swift strings.
struct JSONIDs {
    private var bytes: [UInt8]

    /// An empty array with room for `capacity` ids.
    init(capacity: Int) {
        bytes = [UInt8(ascii: "[")]
        bytes.reserveCapacity(2 + capacity * 21)
    }

    /// Appends `id` (decimal, as `String(id)` writes it).
    mutating func append(_ id: Int64) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        if id < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = id.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Binds the array, closed, as UTF-8 text (SQLite copies it).
    mutating func bind(_ statement: OpaquePointer, _ index: Int32) {
        bytes.append(UInt8(ascii: "]"))
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                _ = sqlite3_bind_text(statement, index, text.baseAddress, Int32(text.count), rawTransient)
            }
        }
    }
}

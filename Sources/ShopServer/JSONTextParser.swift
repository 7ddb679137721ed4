import ShopJSON

/// Parses JSON text into a ``ShopJSON/JSONValue`` whose objects keep their members in the order written, for the
/// API document's hand-written parts (`Resources/openapi.json`), which are spliced with the generated paths and
/// served in that order.
///
/// It reads the subset `JSONValue` holds: objects, arrays, strings (every escape), whole numbers that fit 64 bits,
/// `true`, `false` and `null`; a fraction or exponent is an error.
struct JSONTextParser {
    /// Why the text is not such JSON, and the byte offset where that was found.
    struct Failure: Error, CustomStringConvertible {
        /// What is wrong.
        let reason: String
        /// The offset of the byte where it was found.
        let offset: Int

        var description: String { "\(reason) at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `bytes`, which must hold one value (surrounding white space allowed).
    ///
    /// - Parameter bytes: UTF-8 JSON text.
    /// - Returns: The value.
    /// - Throws: ``Failure`` for anything else.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONTextParser(bytes: bytes)
        let value = try parser.value()
        parser.skipWhiteSpace()
        guard parser.index == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhiteSpace()
        guard index < bytes.count else { throw failure("the text ends before a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .int(try integer())
        }
    }

    private mutating func object() throws(Failure) -> JSONObject {
        index += 1
        var object = JSONObject()
        skipWhiteSpace()
        if consume("}") { return object }
        repeat {
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhiteSpace()
            guard consume(":") else { throw failure("expected ':'") }
            object[key] = try value()
            skipWhiteSpace()
        } while consume(",")
        guard consume("}") else { throw failure("expected ',' or '}'") }
        return object
    }

    private mutating func array() throws(Failure) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if consume("]") { return elements }
        repeat {
            elements.append(try value())
            skipWhiteSpace()
        } while consume(",")
        guard consume("]") else { throw failure("expected ',' or ']'") }
        return elements
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                index += 1
                scalars.append(try escaped())
                start = index
            case 0..<0x20:
                throw failure("a control character in a string")
            default:
                index += 1
            }
        }
        throw failure("an unterminated string")
    }

    private mutating func escaped() throws(Failure) -> Unicode.Scalar {
        guard index < bytes.count else { throw failure("an unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            guard (0xD800..<0xDC00).contains(unit) else {
                guard let scalar = Unicode.Scalar(unit) else { throw failure("a lone low surrogate") }
                return scalar
            }
            guard consume("\\"), consume("u") else { throw failure("a lone high surrogate") }
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            else { throw failure("a bad surrogate pair") }
            return scalar
        default:
            throw failure("an unknown escape")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("a bad \\u escape") }
        index += 4
        return unit
    }

    private mutating func integer() throws(Failure) -> Int64 {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard let value = Int64(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw failure("expected a value (whole numbers only)")
        }
        return value
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw failure("expected a value")
        }
        index += utf8.count
        return value
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: index)
    }
}

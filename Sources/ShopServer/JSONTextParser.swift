/// A strict JSON parser (RFC 8259 and nothing more) building values of any ``JSONTextValue`` type: request bodies
/// (``RequestJSONValue``) and the API document's hand-written parts (`Resources/openapi.json`, as
/// ``ShopJSON/JSONValue`` with members in the order written).
///
/// Strict means: no trailing commas, no comments, no leading zeros, a key at most once per object, valid UTF-8 in
/// strings, every escape checked (surrogates paired), nothing after the value. A number without fraction or
/// exponent that fits 64 bits is a whole number; any other number is offered to ``JSONTextValue/parsedFraction(_:)``,
/// which may refuse it (so `1.0` and `1E0` are never whole numbers).
struct JSONTextParser<Value: JSONTextValue> {
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
    static func parse(_ bytes: [UInt8]) throws(Failure) -> Value {
        var parser = JSONTextParser(bytes: bytes)
        let value = try parser.value()
        parser.skipWhiteSpace()
        guard parser.index == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws(Failure) -> Value {
        skipWhiteSpace()
        guard index < bytes.count else { throw failure("the text ends before a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .parsedObject(try object())
        case UInt8(ascii: "["): return .parsedArray(try array())
        case UInt8(ascii: "\""): return .parsedString(try string())
        case UInt8(ascii: "t"): return try literal("true", .parsedBool(true))
        case UInt8(ascii: "f"): return try literal("false", .parsedBool(false))
        case UInt8(ascii: "n"): return try literal("null", .parsedNull)
        default: return try number()
        }
    }

    private mutating func object() throws(Failure) -> [(key: String, value: Value)] {
        index += 1
        var members: [(key: String, value: Value)] = []
        var keys: Set<String> = []
        skipWhiteSpace()
        if consume("}") { return members }
        repeat {
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let keyOffset = index
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Failure(reason: "the key '\(key)' appears twice", offset: keyOffset)
            }
            skipWhiteSpace()
            guard consume(":") else { throw failure("expected ':'") }
            members.append((key, try value()))
            skipWhiteSpace()
        } while consume(",")
        guard consume("}") else { throw failure("expected ',' or '}'") }
        return members
    }

    private mutating func array() throws(Failure) -> [Value] {
        index += 1
        var elements: [Value] = []
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
                try appendValidated(start, to: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try appendValidated(start, to: &scalars)
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

    /// The bytes `start..<index` of a string, which must be valid UTF-8, appended to `scalars`.
    private func appendValidated(_ start: Int, to scalars: inout String.UnicodeScalarView) throws(Failure) {
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw Failure(reason: "invalid UTF-8 in a string", offset: start)
        }
        scalars.append(contentsOf: text.unicodeScalars)
    }

    /// A number by JSON's grammar: `-`, then `0` or digits not starting with `0`, then an optional fraction and
    /// exponent.
    private mutating func number() throws(Failure) -> Value {
        let start = index
        _ = consume("-")
        guard index < bytes.count, isDigit(bytes[index]) else {
            index = start
            throw failure("expected a value")
        }
        if !consume("0") { skipDigits() }
        var isWhole = true
        if consume(".") {
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit after '.'") }
            skipDigits()
            isWhole = false
        }
        if consume("e") || consume("E") {
            if !consume("+") { _ = consume("-") }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected an exponent") }
            skipDigits()
            isWhole = false
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let whole = Int64(text) { return .parsedInteger(whole) }
        guard let number = Double(text), number.isFinite, let value = Value.parsedFraction(number) else {
            throw Failure(reason: "the number \(text) is not a whole number that fits 64 bits", offset: start)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func literal(_ word: String, _ value: Value) throws(Failure) -> Value {
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

extension JSONValue {
    /// Serialises the value as compact JSON on a single line, with object keys in insertion order.
    ///
    /// Strings are escaped so the output is valid JSON and safe to print on a terminal: `"` and `\` are escaped,
    /// `\b \f \n \r \t` use their short forms, every other C0 control character, DEL and the C1 controls become
    /// `\u00xx`, and U+2028 / U+2029 become `\u2028` / `\u2029`. All other characters, emoji included, are written
    /// literally as UTF-8.
    /// - Returns: The JSON text, without a trailing newline.
    public func serialized() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// The bytes of ``serialized()`` (UTF-8), without making a `String` of them: what an HTTP body needs.
    ///
    /// - Returns: The JSON text as UTF-8, without a trailing newline.
    public func serializedBytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return output
    }

    /// Appends the serialised value to `output`.
    ///
    /// - Parameter output: The string to append to.
    public func write(to output: inout String) {
        output += serialized()
    }

    /// Appends the serialised value to `output`, as UTF-8.
    ///
    /// Bytes are appended directly (strings that need no escape in one copy), which is several times cheaper than
    /// growing a `String` piece by piece.
    ///
    /// - Parameter output: The bytes to append to.
    public func write(to output: inout [UInt8]) {
        switch self {
        case .null:
            output.append(contentsOf: "null".utf8)
        case let .bool(value):
            output.append(contentsOf: value ? "true".utf8 : "false".utf8)
        case let .int(value):
            output.append(contentsOf: String(value).utf8)
        case let .string(value):
            Self.writeString(value, to: &output)
        case let .array(elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .object(object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `value` as a quoted, escaped JSON string.
    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if !needsEscaping(value.utf8) {
            output.append(contentsOf: value.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\u{08}": output.append(contentsOf: "\\b".utf8)
            case "\u{0C}": output.append(contentsOf: "\\f".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                output.append(contentsOf: unicodeEscape(scalar.value).utf8)
            default:
                UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether any character of `utf8` is one ``writeString(_:to:)`` escapes (checked on the bytes: most strings
    /// need no escape and are then appended whole).
    private static func needsEscaping(_ utf8: String.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytesNeedEscaping($0) } ?? bytesNeedEscaping(utf8)
    }

    private static func bytesNeedEscaping(_ utf8: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0x00...0x1F, 0x22, 0x5C, 0x7F:
                return true
            case 0x80...0x9F where previous == 0xC2:
                return true  // U+0080…U+009F
            case 0xA8...0xA9 where previous == 0x80 && beforePrevious == 0xE2:
                return true  // U+2028, U+2029
            default:
                break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

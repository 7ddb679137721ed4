extension JSONValue {
    /// Serialises the value as compact JSON on a single line, with object keys in insertion order.
    ///
    /// Strings are escaped so the output is valid JSON and safe to print on a terminal: `"` and `\` are escaped,
    /// `\b \f \n \r \t` use their short forms, every other C0 control character, DEL and the C1 controls become
    /// `\u00xx`, and U+2028 / U+2029 become `\u2028` / `\u2029`. All other characters, emoji included, are written
    /// literally as UTF-8.
    /// - Returns: The JSON text, without a trailing newline.
    public func serialized() -> String {
        var output = ""
        output.reserveCapacity(256)
        write(to: &output)
        return output
    }

    /// Appends the serialised value to `output`.
    ///
    /// - Parameter output: The string to append to.
    public func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case let .bool(value):
            output += value ? "true" : "false"
        case let .int(value):
            output += String(value)
        case let .string(value):
            Self.writeString(value, to: &output)
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case let .object(object):
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Appends `value` as a quoted, escaped JSON string.
    static func writeString(_ value: String, to output: inout String) {
        output.unicodeScalars.append("\"")
        if !needsEscaping(value.utf8) {
            output += value
            output.unicodeScalars.append("\"")
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                output += unicodeEscape(scalar.value)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output.unicodeScalars.append("\"")
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

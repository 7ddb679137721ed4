/// One JSON value of a request body, decoded strictly: `true` is not a number, `1` is not a boolean, `2.5` is not
/// a whole number.
enum RequestJSONValue: Decodable, Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array or an object (no route takes one inside its body).
    case structured

    /// Decodes whichever kind of value the JSON holds.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if (try? container.decode([RequestJSONValue].self)) != nil
            || (try? container.decode([String: RequestJSONValue].self)) != nil
        {
            self = .structured
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    /// The JSON kind, for messages (`a string`, `a number`, …).
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .structured: "an array or object"
        }
    }
}

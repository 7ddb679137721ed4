/// One JSON value of a request body, parsed strictly (``JSONTextParser``): `true` is not a number, `1` is not a
/// boolean, `2.5`, `1.0` and `1E0` are not whole numbers, a key appears once.
enum RequestJSONValue: Sendable, Equatable, JSONTextValue {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits 64 bits, written without fraction or exponent.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array (no route takes one inside its body).
    case array
    /// An object, by key.
    case object([String: RequestJSONValue])

    static var parsedNull: RequestJSONValue { .null }
    static func parsedBool(_ value: Bool) -> RequestJSONValue { .bool(value) }
    static func parsedInteger(_ value: Int64) -> RequestJSONValue { .integer(value) }
    static func parsedFraction(_ value: Double) -> RequestJSONValue? { .number(value) }
    static func parsedString(_ value: String) -> RequestJSONValue { .string(value) }
    static func parsedArray(_ elements: [RequestJSONValue]) -> RequestJSONValue { .array }
    static func parsedObject(_ members: [(key: String, value: RequestJSONValue)]) -> RequestJSONValue {
        .object(Dictionary(members, uniquingKeysWith: { first, _ in first }))
    }

    /// The JSON kind, for messages (`a string`, `a number`, …).
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

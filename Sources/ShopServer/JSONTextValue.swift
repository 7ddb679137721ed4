import ShopJSON

/// A type ``JSONTextParser`` can build: one constructor per kind of JSON value.
protocol JSONTextValue {
    /// `null`.
    static var parsedNull: Self { get }
    /// `true` or `false`.
    static func parsedBool(_ value: Bool) -> Self
    /// A number without fraction or exponent that fits 64 bits.
    static func parsedInteger(_ value: Int64) -> Self
    /// Any other finite number, or `nil` when the type holds whole numbers only (the parse then fails).
    static func parsedFraction(_ value: Double) -> Self?
    /// A string.
    static func parsedString(_ value: String) -> Self
    /// An array.
    static func parsedArray(_ elements: [Self]) -> Self
    /// An object's members, in the order written, each key once.
    static func parsedObject(_ members: [(key: String, value: Self)]) -> Self
}

extension JSONValue: JSONTextValue {
    static var parsedNull: JSONValue { .null }
    static func parsedBool(_ value: Bool) -> JSONValue { .bool(value) }
    static func parsedInteger(_ value: Int64) -> JSONValue { .int(value) }
    static func parsedFraction(_ value: Double) -> JSONValue? { nil }
    static func parsedString(_ value: String) -> JSONValue { .string(value) }
    static func parsedArray(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    static func parsedObject(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
        var object = JSONObject()
        for (key, value) in members { object[key] = value }
        return .object(object)
    }
}

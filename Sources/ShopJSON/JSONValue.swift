/// A JSON document as a value: the subset `shop-cli` emits, with objects that keep their keys in insertion order.
///
/// Build values with the enum cases or with literals (`["ok": true, "count": 3]` is an object whose keys stay in
/// that order), then serialise with ``serialized()`` for compact, deterministic one-line output.
/// Numbers are integers only: money is always an integer number of cents.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer number.
    case int(Int64)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep their insertion order.
    case object(JSONObject)

    /// Creates an integer value from any `Int`.
    ///
    /// - Parameter value: The number.
    public init(_ value: Int) {
        self = .int(Int64(value))
    }

    /// Creates a string value, or `null` when `value` is `nil`.
    ///
    /// - Parameter value: The optional string.
    public init(_ value: String?) {
        self = value.map(JSONValue.string) ?? .null
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value.
    public init(integerLiteral value: Int64) {
        self = .int(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string value.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array value.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object value whose keys keep the order written in the literal.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

/// A JSON value as a test reads it from the real server's answers: decoded without Foundation's untyped
/// dictionaries, so it is `Sendable` and compares with `==`.
enum ServerBinaryJSON: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ServerBinaryJSON])
    case object([String: ServerBinaryJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ServerBinaryJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ServerBinaryJSON].self))
        }
    }

    /// The member `key` of an object, or `nil`.
    subscript(key: String) -> ServerBinaryJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The number as an integer, or `nil` for anything else.
    var int: Int? {
        if case .number(let value) = self, let integer = Int(exactly: value) { return integer }
        return nil
    }

    /// The string, or `nil` for anything else.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements of an array (empty for anything else).
    var elements: [ServerBinaryJSON] {
        if case .array(let values) = self { return values }
        return []
    }

    /// The keys of an object, sorted (empty for anything else).
    var keys: [String] {
        if case .object(let members) = self { return members.keys.sorted() }
        return []
    }
}

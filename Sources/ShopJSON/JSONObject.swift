/// The members of a JSON object, kept in insertion order so serialisation is deterministic.
///
/// Setting an existing key replaces its value in place; setting a new key appends it. Lookups are linear, which is
/// the right trade-off for the small objects a CLI prints.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// One key–value pair.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        ///
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in insertion order, with unique keys.
    public private(set) var members: [Member] = []

    /// Creates an empty object.
    public init() {}

    /// Creates an object from pairs in order; a repeated key keeps its first position and its last value.
    ///
    /// - Parameter pairs: The key–value pairs.
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        members.reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// Creates an object from a literal, keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The keys in insertion order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The number of members.
    public var count: Int {
        members.count
    }

    /// Whether the object has no members.
    public var isEmpty: Bool {
        members.isEmpty
    }

    /// Gets the value for `key`, or sets it (replacing in place, or appending a new key); `nil` removes the key.
    ///
    /// - Parameter key: The key.
    public subscript(key: String) -> JSONValue? {
        get {
            members.first { $0.key == key }?.value
        }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?):
                members[index].value = value
            case let (index?, nil):
                members.remove(at: index)
            case let (nil, value?):
                members.append(Member(key: key, value: value))
            case (nil, nil):
                break
            }
        }
    }
}

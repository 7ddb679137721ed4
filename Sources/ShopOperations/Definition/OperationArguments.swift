/// The checked values of one invocation, by parameter name (``OperationParameter/name``).
///
/// Values are already valid for their ``ArgumentKind``; a parameter that was left out has no value, and the
/// operation's `input(from:)` picks the default.
public struct OperationArguments: Sendable, Equatable {
    /// The values, by parameter name.
    public private(set) var values: [String: ArgumentValue]
    /// The trailing words as the front split them, before they were joined into the words parameter's text
    /// (`help` suggests a command for the first one).
    public internal(set) var trailingWords: [String] = []

    /// Creates arguments from checked values (a front that receives values by name, e.g. an HTTP request's path,
    /// query and body, checks each with ``OperationDefinition/value(_:for:subject:)``).
    ///
    /// - Parameter values: The values, by parameter name.
    public init(_ values: [String: ArgumentValue] = [:]) {
        self.values = values
    }

    /// The text value of `name` (`text`, `secret`, `choice` or `searchText` kinds), or `nil` when not given.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The text.
    public func text(_ name: String) -> String? {
        if case let .text(text)? = values[name] { return text }
        return nil
    }

    /// The id value of `name`, or `nil` when not given.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The id.
    public func identifier(_ name: String) -> Int64? {
        if case let .identifier(id)? = values[name] { return id }
        return nil
    }

    /// The whole-number value of `name`, or `nil` when not given.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The number.
    public func number(_ name: String) -> Int? {
        if case let .number(number)? = values[name] { return number }
        return nil
    }

    /// Whether the flag `name` was given.
    ///
    /// - Parameter name: The flag, `--all`.
    /// - Returns: `true` when it was on the line.
    public func flag(_ name: String) -> Bool {
        values[name] == .flag
    }

    /// The text of a parameter the definition requires.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The text.
    /// - Throws: ``OperationErrorCode/internalError`` when it has none (the definition and `input(from:)`
    ///   disagree: a bug).
    public func requiredText(_ name: String) throws(OperationError) -> String {
        guard let text = text(name) else { throw Self.missing(name) }
        return text
    }

    /// The id of a parameter the definition requires.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The id.
    /// - Throws: ``OperationErrorCode/internalError`` when it has none (a bug, as for ``requiredText(_:)``).
    public func requiredIdentifier(_ name: String) throws(OperationError) -> Int64 {
        guard let id = identifier(name) else { throw Self.missing(name) }
        return id
    }

    /// The whole number of a parameter the definition requires.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The number.
    /// - Throws: ``OperationErrorCode/internalError`` when it has none (a bug, as for ``requiredText(_:)``).
    public func requiredNumber(_ name: String) throws(OperationError) -> Int {
        guard let number = number(name) else { throw Self.missing(name) }
        return number
    }

    private static func missing(_ name: String) -> OperationError {
        OperationError(
            .internalError, "internal error: no value for '\(name)'",
            hint: "This is a bug in shop-cli; please report it.")
    }

    mutating func set(_ value: ArgumentValue, for name: String) {
        values[name] = value
    }
}

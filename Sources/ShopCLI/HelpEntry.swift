import ShopOperations

/// The help of one command: its name, usage line, one-line summary and a longer explanation.
public struct HelpEntry: Equatable, Sendable {
    /// The command's name, e.g. `cart add`.
    public let name: String
    /// The usage line, e.g. `cart add <product-id> [<quantity>]`.
    public let usage: String
    /// One line saying what it does.
    public let summary: String
    /// A few sentences with details and an example.
    public let details: String
    /// Whether the command goes through the auth barrier (asks you to log in when you are not).
    public let requiresLogin: Bool

    /// Creates a help entry.
    public init(name: String, usage: String, summary: String, details: String, requiresLogin: Bool = false) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.requiresLogin = requiresLogin
    }

    /// The help of the command `definition` describes.
    ///
    /// - Parameter definition: The command's definition.
    init(_ definition: OperationDefinition) {
        self.init(
            name: definition.name, usage: definition.usage, summary: definition.summary,
            details: definition.details, requiresLogin: definition.requiresSignIn)
    }
}

/// Everything a front needs to offer an operation: its name and aliases, parameters, whether it needs a signed-in
/// user (or a staff user), its help, and its HTTP bindings.
///
/// The usage line is derived from the parameters (`cart add <product-id> [<quantity>]`), so the help, the parse
/// errors' `Usage:` hints and the argument checks cannot disagree. The HTTP bindings say where each parameter's value
/// comes from in a request; the values are checked by the same parameters.
public struct OperationDefinition: Sendable, Equatable {
    /// The name as typed, one or two words: `orders`, `cart add` (a subcommand of the `cart` family).
    public let name: String
    /// Other first words that mean the same operation (`exit` for `quit`).
    public let aliases: [String]
    /// The positional arguments, trailing words and options, in usage order.
    public let parameters: [OperationParameter]
    /// Whether the operation needs a signed-in user (the REPL asks for a login first; HTTP wants a session).
    public let requiresSignIn: Bool
    /// Whether the operation is for staff only: the front passes AuthData's staff gate after the sign-in (the REPL
    /// refuses a customer with "staff only", HTTP with 403 `forbidden`). Implies ``requiresSignIn``.
    public let requiresStaff: Bool
    /// One line saying what it does (`help`'s list).
    public let summary: String
    /// A few sentences with details and an example (`help <name>`).
    public let details: String
    /// What a line-based front may remember of the line.
    public let history: HistoryPolicy
    /// How the operation is offered over HTTP (none: it is not).
    public let httpBindings: [HTTPBinding]
    /// The usage line: the name (with its aliases, `quit | exit`) and each parameter's usage; made once, since every
    /// check of a value passes it along for its hint.
    public let usage: String

    /// Creates a definition.
    ///
    /// - Parameters:
    ///   - name: One or two lower-case words.
    ///   - aliases: Other first words for it.
    ///   - parameters: Its parameters, in usage order: required, then optional positionals, then words and options.
    ///   - requiresSignIn: Whether it needs a signed-in user.
    ///   - requiresStaff: Whether it is for staff only (then it requires sign-in too).
    ///   - summary: One line for the command list, without a final period.
    ///   - details: Sentences for `help <name>`.
    ///   - history: What a line-based front may remember of the line.
    ///   - http: How it is offered over HTTP; an operation that requires sign-in can only be bound with
    ///     ``HTTPBinding/Access/signedIn`` access, one that requires staff only with ``HTTPBinding/Access/staff``.
    public init(
        _ name: String,
        aliases: [String] = [],
        parameters: [OperationParameter] = [],
        requiresSignIn: Bool = false,
        requiresStaff: Bool = false,
        summary: String,
        details: String,
        history: HistoryPolicy = .line,
        http: [HTTPBinding] = []
    ) {
        precondition(
            !requiresStaff || http.allSatisfy { $0.access == .staff },
            "'\(name)' requires staff, so its HTTP bindings need staff access")
        precondition(
            requiresStaff || !requiresSignIn || http.allSatisfy { $0.access == .signedIn },
            "'\(name)' requires sign-in, so its HTTP bindings need signed-in access")
        precondition(
            requiresStaff || http.allSatisfy { $0.access != .staff },
            "'\(name)' has a staff binding, so its definition must require staff")
        self.name = name
        self.aliases = aliases
        self.parameters = parameters
        self.requiresSignIn = requiresSignIn || requiresStaff
        self.requiresStaff = requiresStaff
        self.summary = summary
        self.details = details
        self.history = history
        self.httpBindings = http
        usage = ([([name] + aliases).joined(separator: " | ")] + parameters.compactMap(\.usage)).joined(separator: " ")
    }

    /// The first word of the name: `cart` for `cart add`.
    public var commandWord: String {
        String(name.split(separator: " ")[0])
    }

    /// The second word of the name (`add` for `cart add`), or `nil` for a one-word name.
    public var subcommandWord: String? {
        let words = name.split(separator: " ")
        return words.count > 1 ? String(words[1]) : nil
    }

    /// Every word of the name after the first: `["add"]` for `cart add`, `["product", "add"]` for
    /// `admin product add`, empty for a one-word name.
    public var subcommandWords: [String] {
        name.split(separator: " ").dropFirst().map(String.init)
    }
}

/// One argument or option of an operation: where it goes on the line, its name and how its value is checked.
public struct OperationParameter: Sendable, Equatable {
    /// Where the parameter is written.
    public enum Role: Sendable, Equatable {
        /// A word in its place, which must be given: `<product-id>`.
        case required
        /// A word in its place that may be left out (only after the required ones): `[<quantity>]`.
        case optional
        /// Every word that is not an option, joined with one space: `<words...>` (``isOptional`` for `[command]`).
        case words(isOptional: Bool)
        /// `--name VALUE` or `--name=VALUE`, anywhere, in any order: `[--page N]`.
        case option(valueName: String)
        /// `--name` alone, anywhere: `[--all]`; its value is whether it was given.
        case flag
        /// Never typed on a line, so it is in no usage line and no line gives it: a line front asks for it (without
        /// echo for a ``ArgumentKind/secret``); a front that receives values by name (an HTTP body) takes it there.
        case asked
    }

    /// The name values are looked up by: the placeholder (`product-id`) or the option (`--page`).
    public let name: String
    /// Where the parameter is written.
    public let role: Role
    /// How its value is checked and what it becomes.
    public let kind: ArgumentKind

    /// A positional word that must be given.
    ///
    /// - Parameters:
    ///   - name: The placeholder shown in the usage (`product-id` → `<product-id>`).
    ///   - kind: How the value is checked.
    /// - Returns: The parameter.
    public static func required(_ name: String, _ kind: ArgumentKind = .text) -> OperationParameter {
        OperationParameter(name: name, role: .required, kind: kind)
    }

    /// A positional word that may be left out.
    ///
    /// - Parameters:
    ///   - name: The placeholder shown in the usage (`quantity` → `[<quantity>]`).
    ///   - kind: How the value is checked.
    /// - Returns: The parameter.
    public static func optional(_ name: String, _ kind: ArgumentKind = .text) -> OperationParameter {
        OperationParameter(name: name, role: .optional, kind: kind)
    }

    /// The remaining words, joined with one space.
    ///
    /// - Parameters:
    ///   - name: The placeholder (`words` → `<words...>`).
    ///   - kind: How the joined text is checked.
    ///   - isOptional: Whether no words at all is allowed.
    /// - Returns: The parameter.
    public static func words(_ name: String, _ kind: ArgumentKind = .text, isOptional: Bool = false)
        -> OperationParameter
    {
        OperationParameter(name: name, role: .words(isOptional: isOptional), kind: kind)
    }

    /// An option with a value.
    ///
    /// - Parameters:
    ///   - name: The option, `--page`.
    ///   - valueName: The value's placeholder in the usage (`N` → `[--page N]`).
    ///   - kind: How the value is checked.
    /// - Returns: The parameter.
    public static func option(_ name: String, _ valueName: String, _ kind: ArgumentKind = .text)
        -> OperationParameter
    {
        OperationParameter(name: name, role: .option(valueName: valueName), kind: kind)
    }

    /// A flag without a value.
    ///
    /// - Parameter name: The flag, `--all`.
    /// - Returns: The parameter (read it with ``OperationArguments/flag(_:)``).
    public static func flag(_ name: String) -> OperationParameter {
        OperationParameter(name: name, role: .flag, kind: .text)
    }

    /// A value that is never typed on a line (see ``Role/asked``).
    ///
    /// - Parameters:
    ///   - name: The name fronts take it by (`new-password`).
    ///   - kind: How the value is checked where it is received by name.
    /// - Returns: The parameter.
    public static func asked(_ name: String, _ kind: ArgumentKind = .secret) -> OperationParameter {
        OperationParameter(name: name, role: .asked, kind: kind)
    }

    /// How the parameter appears in a usage line: `<id>`, `[<quantity>]`, `<words...>`, `[--page N]`; `nil` for an
    /// ``Role/asked`` one, which has no place on the line.
    public var usage: String? {
        switch role {
        case .required: "<\(name)>"
        case .optional: "[<\(name)>]"
        case let .words(isOptional): isOptional ? "[\(name)]" : "<\(name)...>"
        case let .option(valueName): "[\(name) \(valueName)]"
        case .flag: "[\(name)]"
        case .asked: nil
        }
    }

    /// Whether the parameter is an option or a flag (written with its `--name`).
    public var isNamed: Bool {
        switch role {
        case .option, .flag: true
        case .required, .optional, .words, .asked: false
        }
    }

    /// Whether the parameter is a positional word (required or optional).
    public var isPositional: Bool {
        role == .required || role == .optional
    }
}

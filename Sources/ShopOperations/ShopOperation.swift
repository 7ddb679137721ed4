import ShopJSON

/// One thing a customer can do in the shop, described once for every front.
///
/// A conforming type is the whole operation: its ``definition`` (name, aliases, arguments with their types and
/// validation, whether it needs a signed-in user, help text), how validated ``OperationArguments`` become a typed
/// ``Input``, how that input runs through the modules' IO interfaces (``perform(_:in:)``, never SQL), and the JSON
/// `result` object of its ``Output``. The REPL derives parsing, `help`, Tab completion, the login prompt and
/// `--json` from it; an HTTP front maps routes to the same types and prints the same `result` and error codes.
///
/// See <doc:AddingAnOperation>.
public protocol ShopOperation: Sendable {
    /// The typed, validated input.
    associatedtype Input: Equatable & Sendable
    /// What the operation produced.
    associatedtype Output: Sendable

    /// The operation's name, arguments, sign-in requirement and help.
    static var definition: OperationDefinition { get }

    /// Builds the input from arguments already checked against ``definition``.
    ///
    /// - Parameter arguments: The validated values, by parameter name.
    /// - Returns: The input.
    /// - Throws: ``OperationError`` when the values do not make a valid input together.
    static func input(from arguments: OperationArguments) throws(OperationError) -> Input

    /// Runs the operation through the mainboard's IO interfaces, in the caller's isolation (the actor the context's
    /// board graph lives on: the REPL's main actor, an HTTP request's own).
    ///
    /// - Parameters:
    ///   - input: The validated input.
    ///   - context: The mainboard and, for operations that require it, the signed-in user.
    /// - Returns: What the operation produced.
    /// - Throws: ``OperationError`` with a stable code.
    nonisolated(nonsending) static func perform(_ input: Input, in context: OperationContext)
        async throws(OperationError) -> Output

    /// The JSON `result` object of `output` (`{"ok":true,"result":<this>}`).
    ///
    /// - Parameter output: What ``perform(_:in:)`` produced.
    /// - Returns: The object, its keys in a fixed order.
    static func result(_ output: Output) -> JSONValue
}

extension ShopOperation where Input == NoInput {
    /// An operation without arguments has the empty input.
    public static func input(from arguments: OperationArguments) throws(OperationError) -> NoInput {
        NoInput()
    }
}

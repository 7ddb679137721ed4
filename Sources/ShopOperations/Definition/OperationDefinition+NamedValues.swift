extension OperationDefinition {
    /// The parameter named `name`, if the operation has one.
    ///
    /// - Parameter name: A ``OperationParameter/name``.
    /// - Returns: The parameter.
    public func parameter(named name: String) -> OperationParameter? {
        parameters.first { $0.name == name }
    }

    /// Checks one value a front received by name (an HTTP path, query or body value) as `parameter`'s, with the
    /// check a typed word gets (its ``ArgumentKind``).
    ///
    /// - Parameters:
    ///   - text: The value as text.
    ///   - parameter: The parameter it gives.
    ///   - subject: How a message names the value, as the front received it (`'perPage'`).
    /// - Returns: The checked value.
    /// - Throws: ``OperationErrorCode/invalidArguments`` blaming the parameter (``OperationError/argument``).
    public func value(_ text: String, for parameter: OperationParameter, subject: String) throws(OperationError)
        -> ArgumentValue
    {
        do {
            return try parameter.kind.value(of: text, for: parameter, usage: usage, subject: subject)
        } catch {
            throw error.blaming(parameter.name)
        }
    }

    /// Whether a request must give `argument`: as the binding says, else as its parameter's role says (a required
    /// positional or non-optional words).
    ///
    /// - Parameter argument: One of a binding's arguments.
    /// - Returns: Whether leaving it out is an error.
    public func requires(_ argument: HTTPBinding.Argument) -> Bool {
        if let isRequired = argument.isRequired { return isRequired }
        guard let parameter = parameter(named: argument.parameter) else { return false }
        return parameter.role == .required || parameter.role == .words(isOptional: false)
    }
}

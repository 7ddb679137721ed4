import Hummingbird
import ShopOperations

/// One operation's HTTP binding, ready to answer: the binding, each of its arguments with the parameter it gives
/// (looked up once), and how to run the operation — its type erased, so that one route can hold the bindings of
/// several operations (``OperationRoute``).
struct OperationEndpoint: Sendable {
    /// One argument of the binding and the parameter it gives.
    struct BoundArgument: Sendable {
        /// Where the value comes from, and its name there.
        let argument: HTTPBinding.Argument
        /// The parameter whose ``ShopOperations/ArgumentKind`` checks it.
        let parameter: OperationParameter
        /// Whether a request must give it (``ShopOperations/OperationDefinition/requires(_:)``).
        let isRequired: Bool
        /// How messages name the value: `'perPage'`.
        let subject: String
    }

    /// The operation's definition (its usage, for the checks' messages).
    let definition: OperationDefinition
    /// The binding.
    let binding: HTTPBinding
    /// The binding's arguments, in checking order, with their parameters.
    let arguments: [BoundArgument]
    /// The query arguments, in checking order.
    let queryArguments: [BoundArgument]
    /// The names of the JSON body members the binding takes (none: it reads no body object).
    let bodyNames: Set<String>
    private let run:
        @Sendable (ShopAPI, OperationArguments, RequestCaller, IdempotentRequest?) async throws(APIError) -> Response

    /// The endpoint of `binding`, one of `Operation`'s.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - binding: One of its definition's bindings; every argument must name one of its parameters.
    init<Operation: ShopOperation>(_ operation: Operation.Type, binding: HTTPBinding) {
        let definition = Operation.definition
        self.definition = definition
        self.binding = binding
        arguments = binding.arguments.map { argument in
            guard let parameter = definition.parameter(named: argument.parameter) else {
                preconditionFailure(
                    "'\(definition.name)' has no parameter '\(argument.parameter)' for \(argument.name)")
            }
            return BoundArgument(
                argument: argument, parameter: parameter, isRequired: definition.requires(argument),
                subject: "'\(argument.name)'")
        }
        queryArguments = arguments.filter { $0.argument.location == .query }
        bodyNames = Set(binding.arguments(in: .body).map(\.name))
        run = { api, arguments, caller, idempotency throws(APIError) in
            try await api.perform(Operation.self, binding, arguments, caller: caller, idempotency: idempotency)
        }
    }

    /// Runs the operation with checked arguments and answers.
    ///
    /// - Parameters:
    ///   - api: The API (its backend, graphs and metrics).
    ///   - arguments: The checked arguments, fixed values included.
    ///   - caller: Who sent the request.
    ///   - idempotency: The request's `Idempotency-Key` and fingerprint, if it sent one the route takes.
    /// - Returns: The response.
    /// - Throws: ``APIError``.
    func respond(
        in api: ShopAPI, with arguments: OperationArguments, caller: RequestCaller, idempotency: IdempotentRequest?
    ) async throws(APIError) -> Response {
        try await run(api, arguments, caller, idempotency)
    }
}

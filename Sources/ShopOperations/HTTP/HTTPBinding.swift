/// How an operation is offered over HTTP, declared in its ``OperationDefinition`` next to its parameters: the method
/// and path, where each parameter's value comes from, fixed values, what the route needs from the session, what a
/// success answers, and the errors the route documents.
///
/// Plain values: ShopOperations knows no HTTP library. An HTTP front registers one route per method and path (the
/// bindings of several operations may share one, told apart by a ``Selector``), checks every value with its
/// parameter's ``ArgumentKind`` — the check a typed word gets in the REPL — names the HTTP field from ``arguments``
/// when an error blames a parameter (``OperationError/argument``), and documents the route from the same values.
/// An operation may have several bindings (`logout` is `DELETE /sessions/current`, and with `--all` set,
/// `DELETE /sessions`).
public struct HTTPBinding: Sendable, Equatable {
    /// The method.
    public let method: Method
    /// The path, its parameters in braces: `/cart/items/{productId}`.
    public let path: String
    /// Where each parameter's value comes from, in the order the values are checked.
    public let arguments: [Argument]
    /// Values every request of this binding gives, by parameter name (`["--all": .flag]`).
    public let fixedValues: [String: ArgumentValue]
    /// What the route needs from the session.
    public let access: Access
    /// For one of several operations on the same method and path, the query parameter whose presence picks it.
    public let selector: Selector?
    /// The status of a success, and its `Location`.
    public let success: Success
    /// The body of a success.
    public let response: Response
    /// The errors the operation answers besides those every route of its shape may (400 for a bad value, 401
    /// without a session, 413 and 415 for a bad body, 5XX), each with what it means here.
    public let errors: [ErrorCase]
    /// How the route is described in the API's document.
    public let documentation: Documentation

    /// Creates a binding.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - path: The path, parameters in braces (each needs a ``Argument/Location/path`` argument of that name).
    ///   - arguments: Where each parameter comes from, in the order the values are checked.
    ///   - fixedValues: Values every request gives, by parameter name.
    ///   - access: What the route needs from the session (default: a signed-in user).
    ///   - selector: The query parameter that picks this operation among several on the same route.
    ///   - success: The status of a success (default 200).
    ///   - response: The body of a success.
    ///   - errors: The errors the operation answers besides the ones every route of its shape may.
    ///   - documentation: How the route is described.
    public init(
        _ method: Method, _ path: String, arguments: [Argument] = [], fixedValues: [String: ArgumentValue] = [:],
        access: Access = .signedIn, selector: Selector? = nil, success: Success = .ok, response: Response,
        errors: [ErrorCase] = [], documentation: Documentation
    ) {
        self.method = method
        self.path = path
        self.arguments = arguments
        self.fixedValues = fixedValues
        self.access = access
        self.selector = selector
        self.success = success
        self.response = response
        self.errors = errors
        self.documentation = documentation
    }

    /// The arguments read from `location`, in order.
    ///
    /// - Parameter location: The part of the request.
    /// - Returns: Its arguments.
    public func arguments(in location: Argument.Location) -> [Argument] {
        arguments.filter { $0.location == location }
    }

    /// The argument that gives the parameter `parameter`, if the binding has one.
    ///
    /// - Parameter parameter: A parameter's ``OperationParameter/name``.
    /// - Returns: Where its value comes from.
    public func argument(giving parameter: String) -> Argument? {
        arguments.first { $0.parameter == parameter }
    }

    /// The path parameter names in ``path``, in order (`["productId"]`).
    public var pathParameterNames: [String] {
        path.split(separator: "/").filter { $0.hasPrefix("{") && $0.hasSuffix("}") }.map {
            String($0.dropFirst().dropLast())
        }
    }
}

import AuthDataIO
import Boardy
import BoardyComponentKit
import ProductDataIO

/// What an operation runs with: the started shop's mainboard and, when the front has one, the signed-in user.
///
/// Not `Sendable`: it holds a board graph, which lives on the actor that built it (the REPL's main actor, an HTTP
/// request's own actor). Operations run in their caller's isolation (``ShopOperation/perform(_:in:)`` is
/// `nonisolated(nonsending)`), so the graph is used where it lives.
public struct OperationContext {
    /// The mainboard the modules' boards are activated on.
    public let mainboard: Motherboard
    /// The user the front signed in (the REPL's login prompt, an HTTP session), or `nil`.
    public let user: AuthenticatedUser?
    /// Who is asking, for the rate limit on failed logins (see `Credentials.client`): a local front's
    /// `Credentials.localClient`, a network front's remote address.
    public let client: String
    /// Told the board id and the duration of every IO call ``call(_:_:)`` makes (a server's database-latency
    /// metrics), or `nil` (nothing is timed).
    public var callObserver: (@Sendable (BoardID, Duration) -> Void)?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - mainboard: The started shop's mainboard.
    ///   - user: The signed-in user, if the front has one.
    ///   - client: Who is asking (default `Credentials.localClient`).
    ///   - callObserver: Told the board id and the duration of every IO call, if the front measures them.
    public init(
        mainboard: Motherboard, user: AuthenticatedUser? = nil, client: String = Credentials.localClient,
        callObserver: (@Sendable (BoardID, Duration) -> Void)? = nil
    ) {
        self.mainboard = mainboard
        self.user = user
        self.client = client
        self.callObserver = callObserver
    }

    /// The signed-in user, for operations whose definition requires one.
    ///
    /// - Returns: ``user``.
    /// - Throws: ``OperationErrorCode/notSignedIn`` when the front ran the operation without a user.
    public func signedInUser() throws(OperationError) -> AuthenticatedUser {
        guard let user else { throw AuthDataError.notSignedIn.operationError }
        return user
    }

    /// Runs a block-task board and unwraps its `Result`, turning a module error into an ``OperationError``.
    ///
    /// - Parameters:
    ///   - destination: The board, e.g. `mainboard.ioProduct()`.
    ///   - input: Its input.
    /// - Returns: The board's value.
    /// - Throws: The module error as an ``OperationError``; ``OperationErrorCode/cancelled`` when the calling task
    ///   was cancelled (the board's activation is cancelled with it); ``OperationError/internal(_:)`` when the
    ///   activation itself failed.
    nonisolated(nonsending) public func call<
        Input: Sendable, Value: Sendable, Failure: OperationErrorConvertible & Sendable
    >(
        _ destination: BlockTaskDestination<Input, Result<Value, Failure>>,
        _ input: Input
    ) async throws(OperationError) -> Value {
        let result: Result<Value, Failure>
        let start = callObserver == nil ? nil : ContinuousClock.now
        defer {
            if let start, let callObserver { callObserver(destination.identifier, ContinuousClock.now - start) }
        }
        do {
            result = try await destination.blockActivation.run(input)
        } catch is CancellationError {
            throw OperationError(.cancelled, "the command was cancelled")
        } catch {
            throw .internal(error)
        }
        switch result {
        case let .success(value): return value
        case let .failure(failure): throw failure.operationError
        }
    }

    /// `known`, or the product's name looked up by id (empty when it cannot be found).
    ///
    /// - Parameters:
    ///   - known: The name when the caller has it.
    ///   - id: The product.
    /// - Returns: The name, or an empty string.
    nonisolated(nonsending) public func productName(_ known: String?, _ id: Int64) async -> String {
        if let known { return known }
        return (try? await call(mainboard.ioProduct(), id))?.name ?? ""
    }
}

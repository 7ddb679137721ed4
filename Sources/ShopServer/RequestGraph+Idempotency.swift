import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ShopApp
import ShopOperations

extension RequestGraph {
    /// Answers a request with an `Idempotency-Key` by running `work` at most once per key and user.
    ///
    /// The key is claimed through AuthData (``AuthDataIO/AuthDataID/claimIdempotencyKey``, atomic across servers on
    /// one database). A free key runs `work`; its answer, success or refusal, is recorded and stored with the key
    /// (``AuthDataIO/AuthDataID/completeIdempotencyKey``, which frees the key instead for a 5xx or 429, so that a
    /// retry runs again), then sent. The same request again gets the stored answer with `Idempotent-Replayed: true`
    /// and runs nothing; while the first still runs it gets 409 `idempotency-key-in-flight`; a different request
    /// with the key 422 `idempotency-key-reused`.
    ///
    /// - Parameters:
    ///   - request: The key and the request's fingerprint.
    ///   - user: The signed-in user the key belongs to.
    ///   - context: The request's context (its graph).
    ///   - work: Runs the operation and answers.
    /// - Returns: The answer, first or replayed.
    /// - Throws: ``APIError``: 409, 422, or the claim's database error.
    func idempotently(
        _ request: IdempotentRequest, user: AuthenticatedUser, in context: OperationContext,
        _ work: () async throws(APIError) -> Response
    ) async throws(APIError) -> Response {
        let key = IdempotencyKey(userID: user.id, key: request.key)
        let claim = IdempotencyClaim(key: key, method: request.method, path: request.path, body: request.body)
        let outcome: IdempotencyClaimOutcome
        do {
            outcome = try await context.call(context.mainboard.ioClaimIdempotencyKey(), claim)
        } catch {
            throw APIError(error, field: HTTPBinding.idempotencyKeyHeader)
        }
        switch outcome {
        case .claimed:
            break
        case let .replay(stored):
            return Self.replay(stored)
        case .inFlight:
            throw Self.inFlight
        case .reused:
            throw Self.reused
        }
        var response: Response
        do {
            response = try await work()
        } catch {
            response = error.response()
        }
        let stored = await StoredResponse.recording(&response)
        await complete(IdempotencyCompletion(key: key, response: stored), in: context)
        return response
    }

    /// Stores the answer with its key (or frees the key, for an answer that is not stored).
    ///
    /// When the request's task was cancelled the graph's boards refuse to run, so the completion runs in a task of
    /// its own on a fresh graph: a cancelled request must not leave its key in flight. When storing fails the
    /// answer still goes out and the key stays in flight until it expires (a retry is refused with 409 rather than
    /// run twice); the failure is logged.
    private func complete(_ completion: IdempotencyCompletion, in context: OperationContext) async {
        guard !Task.isCancelled else {
            let backend = backend
            Task {
                do {
                    let launcher = try backend.makeLauncher()
                    let board = launcher.mainboard.ioCompleteIdempotencyKey()
                    try await board.blockActivation.run(completion).get()
                } catch {
                    backend.logger.warning("could not finish an idempotency key after a cancelled request: \(error)")
                }
            }
            return
        }
        do {
            try await context.call(context.mainboard.ioCompleteIdempotencyKey(), completion)
        } catch {
            backend.logger.warning("could not store an idempotency key's answer: \(error.message)")
        }
    }

    /// The stored answer, sent again with `Idempotent-Replayed: true`.
    static func replay(_ stored: StoredResponse) -> Response {
        var headers = HTTPFields()
        for header in stored.headers {
            if let name = HTTPField.Name(header.name) { headers.append(HTTPField(name: name, value: header.value)) }
        }
        headers[IdempotentRequest.replayedHeader] = "true"
        return Response(
            status: HTTPResponse.Status(code: stored.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: stored.body)))
    }

    /// 409 `idempotency-key-in-flight`.
    static let inFlight = APIError(
        .conflict, code: OperationErrorCode.idempotencyKeyInFlight.rawValue,
        "a request with this Idempotency-Key is still running; retry once it has answered")

    /// 422 `idempotency-key-reused`.
    static let reused = APIError(
        .unprocessableContent, code: OperationErrorCode.idempotencyKeyReused.rawValue,
        "this Idempotency-Key was used for a different request (method, path or body) in the last 24 hours")
}

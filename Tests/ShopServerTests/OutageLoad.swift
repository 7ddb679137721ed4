import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// A light, steady load on a running ``ServerProcess`` — a few customers, each in a loop: `GET /products/{id}`, add
/// the product to the cart, `GET /cart`, `GET /orders`, `POST /orders` — recording every answer (or the lack of
/// one: each request must be answered within ``requestLimit``).
final class OutageLoad: Sendable {
    /// One request's outcome.
    struct Outcome: Sendable {
        /// When it was sent.
        let sent: ContinuousClock.Instant
        /// `GET /cart`, `POST /orders`…
        let request: String
        /// The status, or `nil` when no answer came.
        let status: Int?
        /// The error code of an error answer.
        let errorCode: String?
        /// The `Retry-After` header.
        let retryAfter: String?
        /// The transport error when no answer came, or the body of an answer.
        let detail: String
    }

    /// The longest a request may wait for its answer.
    static let requestLimit = TimeAmount.seconds(60)

    private let outcomes = Mutex<[Outcome]>([])
    /// Orders acknowledged with 201, by customer token.
    private let acknowledged = Mutex<[String: [Int]]>([:])
    private let stopped = Atomic<Bool>(false)

    /// Everything recorded so far.
    var recorded: [Outcome] { outcomes.withLock { $0 } }
    /// The orders acknowledged with 201, by customer token.
    var acknowledgedOrders: [String: [Int]] { acknowledged.withLock { $0 } }

    /// Runs one customer's loop until ``stop()``; every request's outcome is recorded.
    func run(client: ServerBinaryClient, token: String, productID: Int) async {
        while !stopped.load(ordering: .relaxed) {
            await request("GET /products/{id}", client, .GET, "/products/\(productID)", token: nil)
            await request(
                "POST /cart/items", client, .POST, "/cart/items", json: #"{"productId":\#(productID),"quantity":1}"#,
                token: token)
            await request("GET /cart", client, .GET, "/cart", token: token)
            await request("GET /orders", client, .GET, "/orders", token: token)
            if let response = await request("POST /orders", client, .POST, "/orders", token: token),
                response.status == 201, let id = response.json?["id"]?.int
            {
                acknowledged.withLock { $0[token, default: []].append(id) }
            }
            // Pacing, not synchronisation: keeps the load light on a shared machine.
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Ends the loops after their current cycle.
    func stop() { stopped.store(true, ordering: .relaxed) }

    @discardableResult
    private func request(
        _ name: String, _ client: ServerBinaryClient, _ method: HTTPMethod, _ path: String, json: String? = nil,
        token: String?
    ) async -> ServerBinaryResponse? {
        let sent = ContinuousClock.now
        do {
            let response = try await client.send(method, path, json: json, token: token, timeout: Self.requestLimit)
            outcomes.withLock {
                $0.append(
                    Outcome(
                        sent: sent, request: name, status: response.status, errorCode: response.errorCode,
                        retryAfter: response.headers["retry-after"], detail: response.body))
            }
            return response
        } catch {
            outcomes.withLock {
                $0.append(
                    Outcome(
                        sent: sent, request: name, status: nil, errorCode: nil, retryAfter: nil,
                        detail: String(describing: error)))
            }
            return nil
        }
    }
}

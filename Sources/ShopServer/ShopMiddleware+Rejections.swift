import Hummingbird
import ShopJSON

extension ShopMiddleware {
    /// The statuses an answer refusing work to protect the server has (429 `rate-limited`; 503 `busy`,
    /// `database-unavailable`, …): only their bodies are read for the code.
    static let rejectionStatuses: Set<Int> = [429, 503]

    /// Counts `response` in `shop_http_rejected_total` when it is an error answer whose code is one of
    /// ``ShopMetrics/rejectionReasons``, whoever made it (a thrown error, a route's own answer): the code is read
    /// from the JSON body, so a code added later is counted by adding its name to that list alone. The body is read
    /// out of the response and put back as bytes, only for a 429 or a 503.
    ///
    /// - Parameter response: The answer about to be sent.
    func countRejection(_ response: inout Response) async {
        guard Self.rejectionStatuses.contains(response.status.code) else { return }
        let bytes = await ResponseBodyCollector.collect(&response)
        guard
            case let .object(answer)? = try? JSONTextParser<JSONValue>.parse(Array(bytes.readableBytesView)),
            case let .object(error)? = answer["error"], case let .string(code)? = error["code"]
        else { return }
        metrics.recordRejection(code)
    }
}

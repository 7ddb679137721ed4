import Hummingbird
import NIOCore

/// The request context of the shop's routes: Hummingbird's core storage plus what the middleware learns about the
/// request (its id, the client's address).
public struct ShopRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, route pattern, path parameters).
    public var coreContext: CoreRequestContextStorage
    /// The client's address (`ip` without the port), or `nil` when unknown (the in-process test client); read from
    /// the channel only for routes outside the public catalog (sign-ins and password changes are throttled by it).
    public var clientAddress: String? { channel.remoteAddress?.ipAddress }
    private let channel: any Channel
    /// The request id: the client's `X-Request-Id` when sane, else a new one (set by the request-id middleware).
    public var requestID: String = ""

    /// Creates the context of a request arriving on `source.channel`.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}

/// The kebab-case code of an ``OperationError``: what `--json` prints as `error.code`, so scripts branch on it.
public enum OperationErrorCode: String, Sendable, Equatable, CaseIterable {
    /// The first word is not a command (or `cart` has no such subcommand).
    case unknownCommand = "unknown-command"
    /// The arguments are missing, extra, malformed or out of range (including unopenable links).
    case invalidArguments = "invalid-arguments"
    /// The product, category, cart line, order or link target does not exist.
    case notFound = "not-found"
    /// The cart or checkout asks for more units than are in stock.
    case insufficientStock = "insufficient-stock"
    /// Checkout with nothing in the cart.
    case emptyCart = "empty-cart"
    /// The username or password is wrong.
    case invalidCredentials = "invalid-credentials"
    /// Too many failed logins for this username or from this client, or too many registrations from this client;
    /// the message says how many seconds to wait.
    case rateLimited = "rate-limited"
    /// The server is saturated with expensive work (password hashing) and did not run the operation; the message
    /// says how many seconds to wait (an HTTP front's 503 with `Retry-After`).
    case busy
    /// Registration with a username someone already has.
    case usernameTaken = "username-taken"
    /// An operation needed a signed-in user and nobody is signed in.
    case notSignedIn = "not-signed-in"
    /// A login prompt was abandoned (empty username, end of input, or a failed login at the auth barrier).
    case cancelled
    /// The database failed.
    case databaseError = "database-error"
    /// The database cannot be reached or did not answer in time (an outage, a lost connection, a deadline); trying
    /// again once it is back may succeed (an HTTP front's 503 with `Retry-After`).
    case databaseUnavailable = "database-unavailable"
    /// The board graph failed in a way no user input explains (a bug); the message says how.
    case internalError = "internal-error"
    /// The operation is for staff and the signed-in user is a customer (the staff gate refused it).
    case forbidden
    /// The order cannot be cancelled in its state (only a placed order can).
    case orderNotCancellable = "order-not-cancellable"
    /// The order's state does not allow the change (shipping needs a placed order, delivering a shipped one).
    case orderStateConflict = "order-state-conflict"
    /// A request with this `Idempotency-Key` is still running (HTTP only): retry once it has answered.
    case idempotencyKeyInFlight = "idempotency-key-in-flight"
    /// The `Idempotency-Key` was used for a different request (method, path or body) in the last 24 hours (HTTP
    /// only).
    case idempotencyKeyReused = "idempotency-key-reused"
    /// A checkout holds a product that staff archived; the message names it.
    case productUnavailable = "product-unavailable"
    /// A product is created with a SKU that another product (archived ones included) has.
    case skuTaken = "sku-taken"
}

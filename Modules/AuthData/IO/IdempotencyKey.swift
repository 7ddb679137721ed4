/// One user's idempotency key: the `Idempotency-Key` a client sent with a state-changing request, scoped to the
/// signed-in user (two users' equal keys are independent).
///
/// A key is 1 to ``maximumLength`` visible ASCII characters (`!` to `~`, no space); ``problem(with:)`` says why a
/// text is not one. Keys count for ``lifetime`` from their first request, then they are treated as absent.
public struct IdempotencyKey: Sendable, Equatable, Hashable {
    /// The most characters a key may have.
    public static let maximumLength = 255
    /// How long a key is remembered after its first request: 24 hours.
    public static let lifetime: Duration = .seconds(24 * 60 * 60)

    /// The user the key belongs to.
    public let userID: Int64
    /// The key as the client sent it.
    public let key: String

    /// Creates a user's key (``problem(with:)`` says whether `key` is one; the boards refuse it otherwise).
    public init(userID: Int64, key: String) {
        self.userID = userID
        self.key = key
    }

    /// Why `text` is not a key, or `nil` when it is one: 1 to ``maximumLength`` visible ASCII characters.
    public static func problem(with text: String) -> String? {
        let bytes = text.utf8
        if bytes.isEmpty { return "an idempotency key must not be empty" }
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return "an idempotency key has only visible ASCII characters (no spaces)"
        }
        guard bytes.count <= maximumLength else {
            return "an idempotency key has at most \(maximumLength) characters, not \(bytes.count)"
        }
        return nil
    }
}

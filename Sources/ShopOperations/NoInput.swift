/// The input of an operation that takes no arguments (`logout`, `cart`, `orders`).
public struct NoInput: Equatable, Sendable {
    /// The empty input.
    public init() {}
}

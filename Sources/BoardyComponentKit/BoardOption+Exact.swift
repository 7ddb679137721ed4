import Boardy

extension BoardOption {
    /// `option` itself when its dynamic type is exactly `T` (the usual case for a board's own input type), else `nil`.
    ///
    /// Comparing the types is much cheaper than a dynamic cast. A free generic function on purpose: nested in a
    /// generic board's closure, the helper would stay generic over the board's parameters and look their metadata up
    /// on every call; here a specialised caller passes `T` in.
    @inlinable
    static func exactly<T>(_ option: Any?, as type: T.Type) -> T? {
        guard let option else { return nil }
        func open<Value>(_ value: Value) -> T? {
            Value.self == T.self ? unsafeBitCast(value, to: T.self) : nil
        }
        return open(option)
    }
}

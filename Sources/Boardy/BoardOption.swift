/// Conversions of untyped activation options, commands and outputs, shared by the typed board protocols.
public enum BoardOption {
    /// Casts `option` to `T`, accepting `nil` for optional types and `nil` or `()` for `Void`.
    ///
    /// This is the conversion ``GuaranteedBoard`` applies to its input, so adapters written elsewhere accept the
    /// same options a plain guaranteed board would.
    @inlinable
    public static func cast<T>(_ option: Any?, to type: T.Type) -> T? {
        // Casting the unwrapped `Any` needs no `Optional<Any>` metadata, which keeps activations cheap; the
        // results are those of casting the optional itself.
        guard let option else {
            if let none = Optional<Any>.none as? T { return none }
            if let void = () as? T { return void }
            return nil
        }
        return castValue(option, to: T.self)
    }

    /// Casts a value that is known to be present (an output, an unwrapped option) to `T`; the same result as
    /// ``cast(_:to:)`` without wrapping the value in an optional first.
    @inlinable
    static func castValue<T>(_ value: Any, to type: T.Type) -> T? {
        if let exact = exactValue(value, as: T.self) { return exact }
        return value as? T
    }

    /// `value` itself when its dynamic type is exactly `T`, the usual case for options and outputs: comparing
    /// the types is much cheaper than the general dynamic cast. `nil` when the types differ.
    @inlinable
    static func exactValue<T>(_ value: Any, as type: T.Type) -> T? {
        func open<Value>(_ value: Value) -> T? {
            Value.self == T.self ? unsafeBitCast(value, to: T.self) : nil
        }
        return open(value)
    }

    /// `value` with every level of `Optional` around it removed: `nil` when it is a nil optional at any depth (an
    /// output sent as `nil` travels as `Optional<T>.none` boxed in `Any`), else the innermost value. Upstream hands
    /// a handler of `Any?` a plain `nil` for such an output, never `Optional(nil)`.
    public static func flattened(_ value: Any) -> Any? {
        guard let optional = value as? any FlattenableOptional else { return value }
        return optional.flattenedValue
    }

    /// A readable name of a value's dynamic type (`"nil"` for nil), for diagnostics.
    public static func typeName(of value: Any?) -> String {
        guard let value else { return "nil" }
        return String(reflecting: type(of: value))
    }
}

/// A weak reference to an object, for handlers that must not keep their target alive.
public final class WeakReference<Value: AnyObject> {
    /// The object, while it lives.
    public weak var value: Value?

    /// Wraps `value` without retaining it.
    public init(_ value: Value) {
        self.value = value
    }
}

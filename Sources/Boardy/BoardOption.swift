/// Conversions of untyped activation options, commands and outputs, shared by the typed board protocols.
public enum BoardOption {
    /// Casts `option` to `T`, accepting `nil` for optional types and `nil` or `()` for `Void`.
    ///
    /// This is the conversion ``GuaranteedBoard`` applies to its input, so adapters written elsewhere accept the
    /// same options a plain guaranteed board would.
    public static func cast<T>(_ option: Any?, to type: T.Type) -> T? {
        if let value = option as? T { return value }
        if option == nil, let void = () as? T { return void }
        if option == nil, let none = Optional<Any>.none as? T { return none }
        return nil
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

/// Casts an activation option to `T`, accepting `nil` for optional types and `nil` or `()` for `Void`.
///
/// Mirrors the core's conversion so input adapters accept the same options a plain `GuaranteedBoard` would.
func castOption<T>(_ option: Any?, to type: T.Type) -> T? {
    if let value = option as? T { return value }
    if option == nil, let void = () as? T { return void }
    if option == nil, let none = Optional<Any>.none as? T { return none }
    return nil
}

/// A readable name of a value's dynamic type, for diagnostics.
func typeName(of value: Any?) -> String {
    guard let value else { return "nil" }
    return String(reflecting: type(of: value))
}

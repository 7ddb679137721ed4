/// A small, type-safe store of launch options that every plugin sees through ``MainComponent/options``.
///
/// Values are keyed by ``MainOptionKey`` types, so reading an option always gives a value of the key's type, and
/// an option that was never set reads as the key's default. It is a value type: a launcher takes a copy when it is
/// created, so later changes to the caller's copy do not leak into a running application.
///
/// ```swift
/// var options = MainOptions()
/// options[DatabaseKey.self] = database
/// PluginLauncher.with(options: options)
/// ```
public struct MainOptions {
    private var values: [ObjectIdentifier: Any] = [:]
    private var sharedValues: [ObjectIdentifier: Any] = [:]

    /// An empty store: every option reads as its key's default.
    public init() {}

    /// An empty store, spelled like the original's `PluginLauncher.with(options: .default)`.
    public static var `default`: MainOptions { MainOptions() }

    /// The value stored for `key`, or the key's ``MainOptionKey/defaultValue`` when none was set.
    public subscript<Key: MainOptionKey>(_ key: Key.Type) -> Key.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value else {
                return Key.defaultValue
            }
            return value
        }
        set {
            values[ObjectIdentifier(key)] = .some(newValue as Any)
        }
    }

    /// Returns a copy of this store with `value` set for `key`, for chaining.
    ///
    /// `MainOptions().with(DatabaseKey.self, database).with(LocaleKey.self, "vi")`
    public func with<Key: MainOptionKey>(_ key: Key.Type, _ value: Key.Value) -> MainOptions {
        var copy = self
        copy[key] = value
        return copy
    }

    /// Whether a value was set for `key` (a key that reads as its default because it was never set gives `false`).
    public func contains<Key: MainOptionKey>(_ key: Key.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    /// Removes the value for `key`, so it reads as the default again.
    public mutating func removeValue<Key: MainOptionKey>(for key: Key.Type) {
        values[ObjectIdentifier(key)] = nil
    }

    /// The value shared for its type with ``set(value:)`` (or ``LauncherComponent/share(value:)``), or `nil` when no
    /// value of exactly that type was shared.
    public func value<Value>(of type: Value.Type) -> Value? {
        sharedValues[ObjectIdentifier(type)] as? Value
    }

    /// Shares `value` under its static type, replacing a value of the same type.
    public mutating func set<Value>(value: Value) {
        sharedValues[ObjectIdentifier(Value.self)] = value
    }
}

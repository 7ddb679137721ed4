/// A key into ``MainOptions``: a type that names one launch option and gives its default value.
///
/// Declare one small type per option, the way SwiftUI declares environment keys:
///
/// ```swift
/// struct DatabaseKey: MainOptionKey {
///     static let defaultValue: ShopDatabase? = nil
/// }
/// let database = main.options[DatabaseKey.self]
/// ```
///
/// The protocol is not isolated to any actor, so a `static let defaultValue` must be of a `Sendable` type; give a
/// non-`Sendable` default as a computed `static var`.
public protocol MainOptionKey {
    /// The type of the option's value.
    associatedtype Value

    /// The value read when the option was never set.
    static var defaultValue: Value { get }
}

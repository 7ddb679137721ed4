/// An `Optional` seen through `Any`, so ``BoardOption/flattened(_:)`` can unwrap it whatever its `Wrapped` type.
protocol FlattenableOptional {
    /// The wrapped value with every further level of `Optional` removed, or `nil`.
    var flattenedValue: Any? { get }
}

extension Optional: FlattenableOptional {
    var flattenedValue: Any? {
        switch self {
        case .none: nil
        case let .some(wrapped): BoardOption.flattened(wrapped)
        }
    }
}

import Foundation

/// A mutable value whose every access is serialised through an `NSLock`.
///
/// Used for the small amount of shared state in this module (reader buffers, history, the global completion
/// table read by C callbacks). The value type must itself be `Sendable`, so nothing non-sendable can escape.
// Safety: `value` is only read or written inside `withLock`, which holds `lock` for the whole access.
final class LockedState<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the guarded storage with an initial value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

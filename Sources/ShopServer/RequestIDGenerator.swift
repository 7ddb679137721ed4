import Synchronization

/// Makes request ids unique within a server's life and, with overwhelming likelihood, across its restarts: a random
/// 64-bit prefix drawn once at start, then a counter (`3f9c2a71d04be5a8-1`, `3f9c2a71d04be5a8-2`, …).
///
/// A per-request UUID cost five system calls on Linux (Foundation opens and reads `/dev/urandom` each time); a
/// counter costs one atomic add.
final class RequestIDGenerator: Sendable {
    private let prefix: String
    private let counter = Atomic<UInt64>(0)

    /// Creates a generator with a fresh random prefix.
    init() {
        let random = UInt64.random(in: .min ... .max)
        let hex = String(random, radix: 16)
        prefix = String(repeating: "0", count: 16 - hex.count) + hex + "-"
    }

    /// The next id.
    func next() -> String {
        let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return prefix + String(number, radix: 16)
    }
}

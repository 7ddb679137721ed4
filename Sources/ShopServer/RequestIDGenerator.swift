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
        let digits = max(1, (UInt64.bitWidth - number.leadingZeroBitCount + 3) / 4)
        var prefix = prefix
        return prefix.withUTF8 { prefixBytes in
            // One allocation: the prefix, then the counter in lower-case hexadecimal.
            String(unsafeUninitializedCapacity: prefixBytes.count + digits) { buffer in
                _ = buffer.initialize(fromContentsOf: prefixBytes)
                var rest = number
                for index in stride(from: prefixBytes.count + digits - 1, through: prefixBytes.count, by: -1) {
                    let nibble = UInt8(truncatingIfNeeded: rest & 0xF)
                    buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    rest >>= 4
                }
                return prefixBytes.count + digits
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock in nanoseconds (`CLOCK_MONOTONIC`), cheap enough to read around a single operation.
@inline(__always)
public func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// Measured values (durations, sizes…) with the statistics the reports need.
public struct Samples: Sendable {
    /// The values, in the order they were added.
    public private(set) var values: [Double] = []

    /// Creates an empty set.
    public init() {}

    /// Adds one value.
    public mutating func add(_ value: Double) {
        values.append(value)
    }

    /// Adds every value of `other`.
    public mutating func add(contentsOf other: Samples) {
        values.append(contentsOf: other.values)
    }

    /// The number of values.
    public var count: Int { values.count }

    /// The sum of the values.
    public var sum: Double { values.reduce(0, +) }

    /// The arithmetic mean (0 when empty).
    public var mean: Double { values.isEmpty ? 0 : sum / Double(values.count) }

    /// The `p`-th percentile (0…100), nearest rank; 0 when empty.
    public func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The median.
    public var median: Double { percentile(50) }
}

/// Formats a number for notes: three significant digits, no exponent.
public func formatted(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    var text = String(Int64((value * pow(10, Double(decimals))).rounded()))
    guard decimals > 0 else { return text }
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    while text.count <= decimals { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
    return (negative ? "-" : "") + text
}

/// Lets a ``ResultTaskBoard`` executor report progress from any thread.
///
/// Each ``report(_:)`` becomes a ``BoardResult/progress(_:)`` output, delivered on the board graph's actor in the order
/// reported and before the activation's terminal result. Reports made after the executor returned, or after the
/// activation was cancelled, are dropped.
public struct ProgressReporter: Sendable {
    private let sink: @Sendable (Double) -> Void

    /// Creates a reporter that hands every fraction to `sink` (useful to test an executor on its own).
    public init(_ sink: @escaping @Sendable (Double) -> Void) {
        self.sink = sink
    }

    /// Reports progress, usually a fraction between 0 and 1.
    public func report(_ fraction: Double) {
        sink(fraction)
    }
}

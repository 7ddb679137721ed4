/// The output of a ``ResultTaskBoard``: progress reports, then one terminal result per activation.
public enum BoardResult<Success, Failure: Error> {
    /// A progress report from the executor (usually a fraction between 0 and 1, passed through unchanged).
    case progress(Double)
    /// The executor succeeded.
    case success(Success)
    /// The executor failed.
    case failure(Failure)
    /// The activation was cancelled.
    case cancel

    /// A progress report, under the original Boardy's label (`callback(.progress(fractionCompleted: 0.5))` in a
    /// ported ``ResultTaskBoard/CallbackExecutor``).
    public static func progress(fractionCompleted: Double) -> Self {
        .progress(fractionCompleted)
    }

    /// Whether this is the last output of an activation (anything but ``progress(_:)``).
    public var isTerminal: Bool {
        if case .progress = self { return false }
        return true
    }
}

extension BoardResult: Sendable where Success: Sendable {}

extension BoardResult: Equatable where Success: Equatable, Failure: Equatable {}

/// The answer of ``URLOpeningOption/validator``.
public enum URLValidation: Equatable, Sendable {
    /// The URL may be opened.
    case accepted
    /// The URL must not be opened, for `reason`.
    case denied(reason: String)
}

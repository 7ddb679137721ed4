/// A board that can be activated with an option.
///
/// Most boards adopt ``GuaranteedBoard`` instead, which supplies ``activate(withOption:)`` by converting the option
/// to a typed input.
public protocol ActivatableBoard: IdentifiableBoard {
    /// Starts the board's work with an untyped option.
    func activate(withOption option: Any?)

    /// A barrier that must be overcome before this activation runs, or `nil` to run at once.
    func activationBarrier(withOption option: Any?) -> ActivationBarrier?

    /// Whether activations of this board skip the gateway barrier registered for it.
    func shouldBypassGatewayBarrier() -> Bool
}

extension ActivatableBoard {
    /// No barrier by default.
    public func activationBarrier(withOption option: Any?) -> ActivationBarrier? { nil }

    /// Boards go through the gateway by default.
    public func shouldBypassGatewayBarrier() -> Bool { false }
}

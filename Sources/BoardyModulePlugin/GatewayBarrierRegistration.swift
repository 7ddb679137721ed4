import Boardy

/// An application-level gate in front of chosen boards (or all of them), installed with
/// ``LauncherComponent/install(gatewayBarrier:for:exempting:)``.
///
/// Each time a guarded board is activated while no gate is running for it, the launcher's gateway board calls
/// `decide` with the waiting `GatewayRequest` and a ``GatewayDecision``. The gate answers once, now or later:
/// ``GatewayDecision/allow()`` activates the destination with its original input, ``GatewayDecision/deny(reason:)``
/// drops it (and reports a diagnostic). Activations of the same board that arrive while the gate is pending wait
/// for the same answer: the gate runs once for all of them.
///
/// ```swift
/// PluginLauncher.with(options: options)
///     .install(gatewayBarrier: .gate { request, decision in
///         session.isSignedIn ? decision.allow() : decision.deny(reason: "sign in first")
///     }, exempting: [AuthID.signIn])
/// ```
///
/// ``exempt`` lets one id through the wildcard gate (for example the sign-in board the gate itself shows).
public struct GatewayBarrierRegistration {
    enum Kind {
        case gate((GatewayRequest, GatewayDecision) -> Void)
        case exempt
    }

    let kind: Kind
    /// Runs when a gate board is installed, before the gate decides; see ``withFlowRegistration(_:)``.
    private(set) var flowRegistration: ((Motherboard, GatewayDecision) -> Void)?

    /// A gate that decides with `decide`.
    public init(_ decide: @escaping (GatewayRequest, GatewayDecision) -> Void) {
        kind = .gate(decide)
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// A gate that decides with `decide`: the original's name for ``gate(_:)``.
    public static func registerWithActivation(
        _ decide: @escaping (GatewayRequest, GatewayDecision) -> Void
    ) -> GatewayBarrierRegistration {
        GatewayBarrierRegistration(decide)
    }

    /// This gate, with `register` run each time its gate board is installed (once per gate cycle), before the gate
    /// decides, so the gateway can wire its own flows.
    ///
    /// `register` receives the gate's own motherboard, created for this cycle over the application's producer and
    /// released with the gate board when the decision is made, and the cycle's ``GatewayDecision``: register flows
    /// on that motherboard (for example on a sign-in board activated there) that answer the decision. Boards the
    /// gate activates there are gated too, so exempt them. A second call replaces the first; on
    /// ``exempt`` it does nothing.
    public func withFlowRegistration(
        _ register: @escaping (Motherboard, GatewayDecision) -> Void
    ) -> GatewayBarrierRegistration {
        var copy = self
        copy.flowRegistration = register
        return copy
    }

    /// A gate that decides with `decide`; the same as ``init(_:)``, for `install(gatewayBarrier: .gate { ... })`.
    public static func gate(
        _ decide: @escaping (GatewayRequest, GatewayDecision) -> Void
    ) -> GatewayBarrierRegistration {
        GatewayBarrierRegistration(decide)
    }

    /// No gate: the id it is installed for bypasses the wildcard gate.
    ///
    /// Installing it for the wildcard itself is ``PluginLauncherError/exemptWildcard``.
    public static var exempt: GatewayBarrierRegistration {
        GatewayBarrierRegistration(kind: .exempt)
    }
}

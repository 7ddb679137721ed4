/// A flow that tries typed handlers in order on the outputs of some boards; the first handler whose type matches
/// the output wins (the original's `ChainBoardFlow`).
///
/// Build it with ``Motherboard/registerChainFlow(matchedIdentifiers:target:)``, add steps with
/// ``handle(outputType:handler:)``, and close it with ``eventuallyHandle(outputType:handler:)``,
/// ``eventuallyHandle(skipSilentData:handler:)`` or ``eventuallySkipHandling()``: only closing registers the flow.
/// A chain left open is never silent: every step returns the chain (so the compiler warns about an unused result),
/// and a chain released without being closed reports a ``BoardDiagnostic/custom(board:message:)`` diagnostic.
///
/// The target is held weakly: once it is released the flow removes itself.
public final class ChainBoardFlow<Target: AnyObject> {
    /// A step: returns `true` when it handled the value.
    typealias Step = (Target, Any) -> Bool

    private let identifiers: [BoardID]
    private let link: MotherboardLink
    private weak var target: Target?
    private var steps: [Step] = []
    private var isClosed = false

    init(identifiers: [BoardID], motherboard: Motherboard, target: Target) {
        self.identifiers = identifiers
        link = motherboard.link
        self.target = target
    }

    deinit {
        guard !isClosed else { return }
        let diagnostic = BoardDiagnostic.custom(
            board: identifiers.first ?? "",
            message: "a chain flow for \(identifiers) was never closed with eventuallyHandle or "
                + "eventuallySkipHandling; it was not registered"
        )
        if let motherboard = link.motherboard {
            motherboard.report(diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }

    /// Adds a step for outputs of type `Output`; it runs when no earlier step matched.
    public func handle<Output>(
        outputType: Output.Type = Output.self,
        handler: @escaping (Target, Output) -> Void
    ) -> ChainBoardFlow<Target> {
        steps.append { target, value in
            guard let output = BoardOption.castValue(value, to: Output.self) else { return false }
            handler(target, output)
            return true
        }
        return self
    }

    /// Closes the chain with a last handler that receives every output no step matched, cast to `Output` (`nil`
    /// when it is of another type), and registers the flow.
    @discardableResult
    public func eventuallyHandle<Output>(
        outputType: Output.Type = Output.self,
        handler: @escaping (Target, Output?) -> Void
    ) -> String {
        register(matchesEveryMessage: false) { target, message in
            guard case let .output(value) = message else { return }
            handler(target, BoardOption.castValue(value, to: Output.self))
        }
    }

    /// Closes the chain with a last handler that receives every output no step matched, and registers the flow.
    /// An output sent without data (`nil`) reaches the handler as `nil`, as upstream delivers it, not as a boxed
    /// `Optional(nil)`.
    ///
    /// With `skipSilentData: false` the handler also receives the other messages of the listed boards
    /// (completions, actions, activation requests, commands), as their ``BoardMessage``.
    @discardableResult
    public func eventuallyHandle(
        skipSilentData: Bool = true,
        handler: @escaping (Target, Any?) -> Void
    ) -> String {
        register(matchesEveryMessage: !skipSilentData) { target, message in
            if case let .output(value) = message {
                handler(target, BoardOption.flattened(value))
            } else {
                handler(target, message)
            }
        }
    }

    /// Closes the chain, skipping outputs that no step matched, and registers the flow.
    @discardableResult
    public func eventuallySkipHandling() -> String {
        register(matchesEveryMessage: false) { _, _ in }
    }

    private func register(
        matchesEveryMessage: Bool,
        fallback: @escaping (Target, BoardMessage) -> Void
    ) -> String {
        isClosed = true
        guard let motherboard = link.motherboard, let target else { return "" }
        let link = link
        let ids = Set(identifiers)
        let steps = steps
        let weakTarget = WeakReference(target)
        let flowID = BoardID.random().rawValue
        return motherboard.registerFlow(
            BoardFlow(identifier: flowID) { event in
                guard ids.contains(event.sender) else { return false }
                if case .output = event.message { return true }
                return matchesEveryMessage
            } handler: { event in
                guard let target = weakTarget.value else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                if case let .output(value) = event.message {
                    for step in steps where step(target, value) {
                        return
                    }
                }
                fallback(target, event.message)
            })
    }
}

extension Motherboard {
    /// Starts a chain flow on the outputs of the listed boards, for `target` (held weakly).
    ///
    /// ```swift
    /// motherboard.registerChainFlow(matchedIdentifiers: ["payment"], target: self)
    ///     .handle(outputType: Receipt.self) { screen, receipt in screen.show(receipt) }
    ///     .handle(outputType: PaymentError.self) { screen, error in screen.show(error) }
    ///     .eventuallySkipHandling()
    /// ```
    public func registerChainFlow<Target: AnyObject>(
        matchedIdentifiers identifiers: [BoardID],
        target: Target
    ) -> ChainBoardFlow<Target> {
        ChainBoardFlow(identifiers: identifiers, motherboard: self, target: target)
    }

    /// Starts a chain flow on the outputs of the listed boards, for `target` (held weakly).
    public func registerChainFlow<Target: AnyObject>(
        matchedIdentifiers identifiers: BoardID...,
        target: Target
    ) -> ChainBoardFlow<Target> {
        registerChainFlow(matchedIdentifiers: identifiers, target: target)
    }
}

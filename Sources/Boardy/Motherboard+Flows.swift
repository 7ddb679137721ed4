extension Motherboard {
    /// The number of registered user flows.
    public var flowCount: Int { flowEntries.count }

    /// Registers a flow; it runs after the flows registered before it.
    ///
    /// - Returns: the flow's identifier, for ``removeFlow(identifier:)``.
    @discardableResult
    public func registerFlow(_ flow: BoardFlow) -> String {
        flowEntries.append(FlowEntry(flow: flow))
        return flow.identifier
    }

    /// Registers several flows in order.
    public func registerFlows(_ flows: [BoardFlow]) {
        for flow in flows {
            registerFlow(flow)
        }
    }

    /// Removes the flows with `identifier`; a removal during a dispatch takes effect at once.
    public func removeFlow(identifier: String) {
        flowEntries.removeAll { entry in
            guard entry.flow.identifier == identifier else { return false }
            entry.isActive = false
            return true
        }
    }

    /// Removes every user flow. Built-in routing and activation barriers are not flows and keep working.
    public func resetFlows() {
        for entry in flowEntries {
            entry.isActive = false
        }
        flowEntries.removeAll()
    }

    /// Registers a typed output flow for outputs of the listed boards.
    ///
    /// An output of another type from a listed board is reported as
    /// ``BoardDiagnostic/outputTypeMismatch(sender:expected:received:)``. Completions, actions and commands never
    /// reach an output flow.
    ///
    /// Inlinable, so the output cast is specialized for `Output` in the module that registers the flow.
    @inlinable
    @discardableResult
    public func registerFlow<Output>(
        matchedIdentifiers identifiers: [BoardID],
        outputType: Output.Type = Output.self,
        handler: @escaping (Output) -> Void
    ) -> String {
        let ids = Set(identifiers)
        // The common case, one id, compares instead of hashing.
        let onlyID = ids.count == 1 ? ids.first : nil
        return registerFlow(
            BoardFlow { event in
                guard event.isOutput else { return false }
                if let onlyID { return event.sender == onlyID }
                return ids.contains(event.sender)
            } handler: { [link] event in
                guard event.isOutput else { return }
                guard let output = BoardOption.castValue(event.output, to: Output.self) else {
                    link.motherboard?.reportOutputTypeMismatch(
                        from: event.sender, expected: Output.self, received: event.output)
                    return
                }
                handler(output)
            })
    }

    /// Registers a typed output flow whose handler runs only while `target` lives; the flow removes itself after
    /// the target is released.
    @discardableResult
    public func registerFlow<Target: AnyObject, Output>(
        matchedIdentifiers identifiers: [BoardID],
        target: Target,
        outputType: Output.Type = Output.self,
        handler: @escaping (Target, Output) -> Void
    ) -> String {
        let flowID = BoardID.random().rawValue
        let weakTarget = WeakReference(target)
        return registerFlow(
            BoardFlow(identifier: flowID) { event in
                guard event.isOutput else { return false }
                return identifiers.contains(event.sender)
            } handler: { [link] event in
                guard let target = weakTarget.value else {
                    link.motherboard?.removeFlow(identifier: flowID)
                    return
                }
                guard event.isOutput else { return }
                let value = event.output
                guard let output = BoardOption.cast(value, to: Output.self) else {
                    link.motherboard?.reportOutputTypeMismatch(
                        from: event.sender, expected: Output.self, received: value)
                    return
                }
                handler(target, output)
            })
    }

    /// Registers a flow for outputs of `Output` from any board; outputs of other types are skipped silently,
    /// since the type is the filter.
    @discardableResult
    public func registerGeneralFlow<Output>(
        outputType: Output.Type = Output.self,
        handler: @escaping (Output) -> Void
    ) -> String {
        registerFlow(
            BoardFlow { event in
                guard case let .output(value) = event.message else { return false }
                return value is Output
            } handler: { event in
                guard case let .output(value) = event.message, let output = value as? Output else { return }
                handler(output)
            })
    }

    /// Registers a flow for the completions of the listed boards; the handler gets `isDone`.
    ///
    /// It runs once per completion, after the board was removed.
    @discardableResult
    public func registerCompletionFlow(
        matchedIdentifiers identifiers: [BoardID],
        handler: @escaping (Bool) -> Void
    ) -> String {
        let ids = Set(identifiers)
        return registerFlow(
            BoardFlow { event in
                guard case .completion = event.message else { return false }
                return ids.contains(event.sender)
            } handler: { event in
                guard case let .completion(isDone) = event.message else { return }
                handler(isDone)
            })
    }

    /// Registers a flow for actions of type `Action` sent (or forwarded) by the listed boards.
    @discardableResult
    public func registerActionFlow<Action: BoardFlowAction>(
        matchedIdentifiers identifiers: [BoardID],
        actionType: Action.Type = Action.self,
        handler: @escaping (Action) -> Void
    ) -> String {
        let ids = Set(identifiers)
        return registerFlow(
            BoardFlow { event in
                guard case let .action(action) = event.message else { return false }
                return ids.contains(event.sender) && action is Action
            } handler: { event in
                guard case let .action(action) = event.message, let typed = action as? Action else { return }
                handler(typed)
            })
    }

    /// Registers a flow for actions of type `Action` from any board.
    @discardableResult
    public func registerGeneralActionFlow<Action: BoardFlowAction>(
        actionType: Action.Type = Action.self,
        handler: @escaping (Action) -> Void
    ) -> String {
        registerFlow(
            BoardFlow { event in
                guard case let .action(action) = event.message else { return false }
                return action is Action
            } handler: { event in
                guard case let .action(action) = event.message, let typed = action as? Action else { return }
                handler(typed)
            })
    }

    /// Registers chained steps: each source's output activates its destination with that output as the option.
    ///
    /// ```swift
    /// motherboard.registerFlowSteps("cart" ->> "checkout" ->> "receipt")
    /// ```
    public func registerFlowSteps(_ steps: [FlowStep]) {
        for step in steps {
            let destination = step.destination
            registerFlow(
                BoardFlow { event in
                    guard event.isOutput else { return false }
                    return event.sender == step.source
                } handler: { [link] event in
                    guard event.isOutput else { return }
                    let value = event.output
                    link.motherboard?.activateBoard(destination, withOption: value)
                })
        }
    }
}

extension Motherboard {
    /// Reports an output of the wrong type that reached a typed flow; the one place every typed flow reports it.
    @usableFromInline
    func reportOutputTypeMismatch(from sender: BoardID, expected: String, received value: Any?) {
        report(.outputTypeMismatch(sender: sender, expected: expected, received: BoardOption.typeName(of: value)))
    }

    /// Reports an output that is not an `expected` value (see ``reportOutputTypeMismatch(from:expected:received:)``).
    @usableFromInline
    func reportOutputTypeMismatch(from sender: BoardID, expected: Any.Type, received value: Any?) {
        reportOutputTypeMismatch(from: sender, expected: String(reflecting: expected), received: value)
    }
}

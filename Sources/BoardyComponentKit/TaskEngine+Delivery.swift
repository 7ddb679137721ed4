extension TaskEngine {
    /// Delivers `processing(true)` once.
    @inlinable
    func beginProcessing(_ member: Member) {
        guard !member.isProcessing, !member.isTerminated else { return }
        member.isProcessing = true
        processingCount += 1
        member.callbacks.processing?(true)
    }

    /// Delivers `processing(false)`, only to a member that received `processing(true)`.
    @inlinable
    func endProcessing(_ member: Member) {
        guard member.isProcessing else { return }
        member.isProcessing = false
        processingCount -= 1
        member.callbacks.processing?(false)
    }

    /// Runs a member's terminal sequence exactly once.
    ///
    /// - done: success → output → processing(false) → completion(.done)
    /// - failed: error → processing(false) → completion(.failed)
    /// - cancelled: processing(false) → completion(.cancelled)
    @inlinable
    func terminate(_ member: Member, _ ending: consuming Ending) {
        guard !member.isTerminated else { return }
        member.isTerminated = true
        if let inlineRun = member.inlineRun, inlineRun.canceller != nil {
            inlineRun.canceller = nil
            cancellableRunCount -= 1
        }
        let key = ObjectIdentifier(member)
        for token in member.tokens {
            token.unbind(key)
        }
        // The ending is consumed, so its value moves into the awaited run (its last use) instead of being copied;
        // recording the run's value runs no code, so resolving it after the host's output is not observable.
        switch consume ending {
        case let .done(output):
            member.callbacks.success?(output)
            host?.taskEngineDidProduce(output)
            member.awaitedRun?.resolve(value: output)
            endProcessing(member)
            member.callbacks.completion?(.done)
            completionOutcome = true
        case let .failed(error):
            if let handler = member.callbacks.error {
                handler(error)
            } else if member.awaitedRun == nil {
                host?.taskEngineReport("the task failed and no error handler was set: \(error)")
            }
            member.awaitedRun?.resolve(error: error)
            endProcessing(member)
            member.callbacks.completion?(.failed)
            completionOutcome = false
        case .cancelled:
            endProcessing(member)
            member.callbacks.completion?(.cancelled)
            member.awaitedRun?.resolve(error: CancellationError())
            completionOutcome = false
        }
    }
}

import Boardy

extension BlockTaskParameter {
    /// Returns a copy that also calls `handler` with the executor's value, before it is sent as output.
    @inlinable
    public func onSuccess(_ handler: @escaping (Output) -> Void) -> Self {
        var copy = self
        copy.callbacks.success = Self.chain(callbacks.success, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's value; nothing runs
    /// once the target is released.
    public func onSuccess<Target: AnyObject>(
        target: Target,
        _ handler: @escaping (Target, Output) -> Void
    ) -> Self {
        onSuccess(Self.weakly(target, handler))
    }

    /// Returns a copy that also calls `handler` with `true` when the activation is accepted and `false` just before
    /// its completion status.
    @inlinable
    public func onProgress(_ handler: @escaping (Bool) -> Void) -> Self {
        var copy = self
        copy.callbacks.processing = Self.chain(callbacks.processing, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the processing flag.
    public func onProgress<Target: AnyObject>(
        target: Target,
        _ handler: @escaping (Target, Bool) -> Void
    ) -> Self {
        onProgress(Self.weakly(target, handler))
    }

    /// The original Boardy's name of ``onProgress(_:)``: `handler` gets `true` when the activation is accepted and
    /// `false` just before its completion status.
    public func onProcessing(_ handler: @escaping (Bool) -> Void) -> Self {
        onProgress(handler)
    }

    /// The original Boardy's name of ``onProgress(target:_:)``: `handler` gets `target` (held weakly) and the
    /// processing flag.
    public func onProcessing<Target: AnyObject>(
        target: Target,
        _ handler: @escaping (Target, Bool) -> Void
    ) -> Self {
        onProgress(target: target, handler)
    }

    /// Returns a copy that also calls `handler` with the error the executor threw.
    ///
    /// A `CancellationError` is not an error here: it ends the activation as cancelled.
    @inlinable
    public func onError(_ handler: @escaping (any Error) -> Void) -> Self {
        var copy = self
        copy.callbacks.error = Self.chain(callbacks.error, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the executor's error.
    public func onError<Target: AnyObject>(
        target: Target,
        _ handler: @escaping (Target, any Error) -> Void
    ) -> Self {
        onError(Self.weakly(target, handler))
    }

    /// Returns a copy that also calls `handler` with the activation's terminal status, the last callback of every
    /// activation.
    @inlinable
    public func onCompletion(_ handler: @escaping (TaskCompletionStatus) -> Void) -> Self {
        var copy = self
        copy.callbacks.completion = Self.chain(callbacks.completion, handler)
        return copy
    }

    /// Returns a copy that also calls `handler` with `target` (held weakly) and the terminal status.
    public func onCompletion<Target: AnyObject>(
        target: Target,
        _ handler: @escaping (Target, TaskCompletionStatus) -> Void
    ) -> Self {
        onCompletion(Self.weakly(target, handler))
    }

    /// `handler` run after `previous` (if any): handlers of one kind compose in the order they were added.
    @usableFromInline
    static func chain<Value>(
        _ previous: ((Value) -> Void)?,
        _ handler: @escaping (Value) -> Void
    ) -> (Value) -> Void {
        // The first handler of a kind is stored as it is: a wrapper would cost an allocation and a call.
        guard let previous else { return handler }
        return { value in
            previous(value)
            handler(value)
        }
    }

    /// `handler` bound to `target` held weakly; nothing runs once the target is released.
    private static func weakly<Target: AnyObject, Value>(
        _ target: Target,
        _ handler: @escaping (Target, Value) -> Void
    ) -> (Value) -> Void {
        let box = WeakReference(target)
        return { value in
            guard let target = box.value else { return }
            handler(target, value)
        }
    }
}

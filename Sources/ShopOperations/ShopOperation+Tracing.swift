import ShopTracing

extension ShopOperation {
    /// Runs the operation (``perform(_:in:)``) inside an `operation <name>` span of `tracing` (the span its boards
    /// and SQL hang under; a failure marks it with its code as `error.type`), or plainly when `tracing` is `nil`.
    ///
    /// - Parameters:
    ///   - input: The validated input.
    ///   - context: The mainboard and, for operations that require it, the signed-in user.
    ///   - tracing: The shop's trace switch; `nil` when nothing is traced.
    /// - Returns: What the operation produced.
    /// - Throws: ``OperationError`` with a stable code.
    nonisolated(nonsending) public static func perform(
        _ input: Input, in context: OperationContext, tracing: TraceSwitch?
    ) async throws(OperationError) -> Output {
        guard let tracing else { return try await perform(input, in: context) }
        let describe = { (error: OperationError) in (code: error.code.rawValue, message: error.message) }
        return try await tracing.withOperationSpan(
            definition.name, describe: describe,
            { () async throws(OperationError) -> Output in try await perform(input, in: context) })
    }
}

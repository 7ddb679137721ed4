import ShopOperations

extension ShopAPI {
    /// Runs `Operation` in a fresh graph in the request's task (see ``RequestGraph/perform(_:_:access:)``).
    func run<Operation: ShopOperation>(
        _ operation: Operation.Type, _ input: Operation.Input, access: RouteAccess
    ) async throws(APIError) -> GraphReply<Operation.Output> {
        try await RequestGraph(backend: backend, metrics: metrics).perform(operation, input, access: access)
    }

    /// Runs a catalog `Operation` in a graph borrowed from ``catalogGraphs``, in the request's task.
    func runCatalog<Operation: CatalogOperation>(_ operation: Operation.Type, _ input: Operation.Input)
        async throws(APIError) -> Operation.Output
    {
        try await catalogGraphs.perform(operation, input)
    }
}

import Boardy

extension Motherboard {
    /// A typed activation of the block-task board `identifier`.
    ///
    /// ```swift
    /// let products = try await mainboard
    ///     .blockActivation("list-products", with: BlockTaskParameter<ProductQuery, [Product]>.self)
    ///     .run(query)
    /// ```
    public func blockActivation<Input, Output>(
        _ identifier: BoardID,
        with parameterType: BlockTaskParameter<Input, Output>.Type
    ) -> BlockTaskActivation<Input, Output> {
        BlockTaskActivation(identifier: identifier, motherboard: self)
    }
}

import Boardy

extension MainboardGenericDestination where Input: BlockTaskParameterProtocol {
    /// The block-task activation of this destination, for IOInterfaces whose input is a ``BlockTaskParameter``.
    ///
    /// ```swift
    /// let products = try await mainboard.ioListProducts().blockActivation.run(query)
    /// ```
    public var blockActivation: BlockTaskActivation<Input.TaskInput, Input.TaskOutput> {
        BlockTaskActivation(identifier: identifier, motherboard: motherboard)
    }
}

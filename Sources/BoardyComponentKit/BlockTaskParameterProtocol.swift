/// Identifies ``BlockTaskParameter`` types, so IOInterface destinations whose input is a parameter can offer
/// ``Boardy/MainboardGenericDestination/blockActivation``.
public protocol BlockTaskParameterProtocol {
    /// The executor's input type.
    associatedtype TaskInput: Sendable
    /// The executor's output type.
    associatedtype TaskOutput: Sendable
}

extension BlockTaskParameter: BlockTaskParameterProtocol {
    /// The executor's input type.
    public typealias TaskInput = Input
    /// The executor's output type.
    public typealias TaskOutput = Output
}

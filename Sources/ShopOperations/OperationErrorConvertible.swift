/// A module error that knows which ``OperationError`` it becomes, so operation code can unwrap any board `Result` the
/// same way.
public protocol OperationErrorConvertible: Error {
    /// The operation error this value is reported as.
    var operationError: OperationError { get }
}

/// A module error that knows which ``ShellError`` it becomes, so command code can unwrap any board `Result` the
/// same way.
public protocol ShellErrorConvertible: Error {
    /// The shell error this value is reported as.
    var shellError: ShellError { get }
}

/// A domain failure thrown out of a transaction body so that the transaction rolls back.
///
/// ``PostgresDatabase/transaction(_:retries:_:)`` commits when its body returns and rolls back when it throws. A
/// module that must abort on a business rule throws `PostgresAbort(.insufficientStock(...))` inside the body;
/// ``PostgresOutcome/capture(_:_:)`` turns it back into the `.failure` of the module's `Result` outside.
public struct PostgresAbort<Failure: Error>: Error {
    /// The domain failure to report.
    public let failure: Failure

    /// Wraps `failure`.
    public init(_ failure: Failure) {
        self.failure = failure
    }
}

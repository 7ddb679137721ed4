import Boardy

/// The board that owns a ``TaskEngine``: it turns engine events into board messages.
@usableFromInline
protocol TaskEngineHost<Output>: AnyObject {
    /// The value type the executor produces.
    associatedtype Output

    /// The actor the board's graph lives on, where jobs that nobody awaits run; `nil` outside any actor.
    var taskEngineIsolation: (any Actor)? { get }

    /// The board's id, which the span hook is told.
    var identifier: BoardID { get }

    /// The span hook of the board's motherboard (see `Motherboard.spanHook`); `nil` when none is set.
    var taskEngineSpanHook: (any BoardSpanHook)? { get }

    /// Sends one successful value as the board's output.
    func taskEngineDidProduce(_ output: Output)

    /// Called once the engine has no activation left after a terminal delivery.
    func taskEngineDidBecomeIdle(isDone: Bool)

    /// Reports something the engine could not do (a rejected activation, an unhandled error).
    func taskEngineReport(_ message: String)
}

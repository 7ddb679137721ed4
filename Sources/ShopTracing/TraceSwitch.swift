import Synchronization
import Tracing

/// The tracer the shop reports its spans to, and whether it reports them now.
///
/// The composition root installs the span bridges (boards, SQL) only when a configuration carries a switch, so a
/// shop without one pays nothing at all; with a switch that is off, each bridge costs one atomic load. The REPL's
/// `trace on|off` flips ``isOn``; a server's switch stays on.
public final class TraceSwitch: Sendable {
    /// The tracer spans are started with while ``isOn``.
    public let tracer: any Tracer
    private let on: Atomic<Bool>

    /// Creates a switch for `tracer`.
    ///
    /// - Parameters:
    ///   - tracer: Where spans go: a ``ShopTracer``, or any other (an in-memory tracer in tests).
    ///   - isOn: Whether spans are reported from the start (default `true`).
    public init(tracer: any Tracer, isOn: Bool = true) {
        self.tracer = tracer
        on = Atomic(isOn)
    }

    /// Whether spans are reported now.
    public var isOn: Bool {
        get { on.load(ordering: .relaxed) }
        set { on.store(newValue, ordering: .relaxed) }
    }

    /// ``tracer`` while ``isOn``, else `nil`.
    @inline(__always)
    public var activeTracer: (any Tracer)? {
        on.load(ordering: .relaxed) ? tracer : nil
    }
}

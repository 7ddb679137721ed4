import Boardy
import ShopTracing

extension ShopBackend {
    /// Makes `mainboard`'s activations and task-board runs spans (``BoardSpanBridge``) and its barrier cycles too
    /// (``BarrierSpanRecorder``, beside any trace handler already set).
    func installSpans(_ tracing: TraceSwitch, on mainboard: Motherboard) {
        mainboard.spanHook = BoardSpanBridge(tracing: tracing)
        let barriers = BarrierSpanRecorder(tracing: tracing)
        if let previous = mainboard.traceHandler {
            mainboard.traceHandler = { event in
                previous(event)
                barriers.handle(event)
            }
        } else {
            mainboard.traceHandler = { event in barriers.handle(event) }
        }
    }
}

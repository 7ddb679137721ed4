import Logging
import ServiceLifecycle
import ShopTracing

#if OTLP
import OTel
#endif

/// Spans sent to an OpenTelemetry collector over OTLP/HTTP by swift-otel, in a build with the package trait `OTLP`.
///
/// swift-otel batches finished spans and exports them from a service of its own, which runs first in the server's
/// service group and so stops last: the spans of the requests drained at shutdown are still sent. Its `OTEL_*`
/// environment variables (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_EXPORTER_OTLP_PROTOCOL`, `OTEL_TRACES_SAMPLER`,
/// `OTEL_BSP_SCHEDULE_DELAY`, `OTEL_SERVICE_NAME`, …) refine the export and win over the shop's settings.
enum OTLPTraceExporter {
    /// The service name spans are reported under, unless `OTEL_SERVICE_NAME` says otherwise.
    static let serviceName = "shop-server"

    /// A switch whose tracer exports to `tracesURL`, and the service that does the exporting.
    ///
    /// - Parameters:
    ///   - tracesURL: The collector's traces URL (`…/v1/traces`).
    ///   - logger: Where swift-otel reports its own problems (an unreachable collector, say).
    /// - Throws: swift-otel's error for a configuration it refuses; ``Unavailable`` in a build without the trait.
    static func make(tracesURL: String, logger: Logger) throws -> (tracing: TraceSwitch, service: any Service) {
        #if OTLP
        var configuration = OTel.Configuration.default
        configuration.serviceName = serviceName
        configuration.diagnosticLogger = .custom(logger)
        configuration.diagnosticLogLevel = .warning
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        configuration.traces.exporter = .otlp
        configuration.traces.otlpExporter.endpoint = tracesURL
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        return (TraceSwitch(tracer: backend.factory), backend.service)
        #else
        throw Unavailable()
        #endif
    }

    /// This build has no OTLP exporter: it was built without the `OTLP` trait.
    struct Unavailable: Error, CustomStringConvertible {
        /// What to do about it.
        var description: String {
            "this shop-server was built without OTLP export: build it with swift build --traits OTLP"
        }
    }
}

import Foundation
import ShopApp

extension ShopServerSettings {
    /// Whether this build exports spans over OTLP: built with the package trait `OTLP` (`swift build --traits OTLP`).
    public static var canExportOTLP: Bool {
        #if OTLP
        true
        #else
        false
        #endif
    }

    /// The traces URL of an `otlp-endpoint` value, as OpenTelemetry reads `OTEL_EXPORTER_OTLP_ENDPOINT`: the
    /// collector's base URL with `/v1/traces` appended to its path, unless the path already ends with it.
    ///
    /// - Returns: The URL, or `nil` unless `value` is an `http` or `https` URL with a host and no query or fragment.
    public static func otlpTracesURL(_ value: String) -> String? {
        guard let components = URLComponents(string: value.trimmingCharacters(in: .whitespaces)),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil,
            components.user == nil
        else { return nil }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if !path.hasSuffix("/v1/traces") { path += "/v1/traces" }
        var traces = components
        traces.scheme = scheme
        traces.path = path
        return traces.string
    }

    /// Reads `otlp-endpoint`: its traces URL, or `nil` when unset.
    ///
    /// - Throws: ``ShopApp/ShopSettingsError`` for a value that is not an http(s) URL, for one given together with
    ///   `trace-output` (spans go to one place), and for any value when this build cannot export over OTLP.
    static func otlpEndpoint(
        _ reader: ShopSettingsReader, traceOutput: String?
    ) throws(ShopSettingsError) -> String? {
        guard let given = try reader.text(.otlpEndpoint), !given.value.isEmpty, given.value != "none" else {
            return nil
        }
        func refuse(_ expected: String) -> ShopSettingsError {
            .invalidValue(
                setting: ShopSetting.otlpEndpoint.name, source: given.source.description, value: given.value,
                expected: expected)
        }
        guard let url = otlpTracesURL(given.value) else {
            throw refuse("an http(s)://host[:port][/path] URL of an OpenTelemetry collector, without query or user")
        }
        if let traceOutput, !traceOutput.isEmpty {
            throw refuse("not together with trace-output: spans go either to a file or to a collector")
        }
        guard canExportOTLP else {
            throw refuse(
                "a shop-server built with the OTLP trait (swift build --traits OTLP --product shop-server); "
                    + "this build has no OTLP exporter")
        }
        return url
    }
}

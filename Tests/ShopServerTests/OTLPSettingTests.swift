import ShopApp
import ShopServer
import Testing

/// `otlp-endpoint`: the collector URL is read as OpenTelemetry reads `OTEL_EXPORTER_OTLP_ENDPOINT`, spans go to one
/// place, and a build without the `OTLP` trait refuses the setting instead of ignoring it.
@Suite("otlp-endpoint: the collector URL, one place for spans, and builds without the trait")
struct OTLPSettingTests {
    @Test(
        "a base URL gets /v1/traces appended; a traces URL is kept as it is",
        arguments: [
            ("http://127.0.0.1:4318", "http://127.0.0.1:4318/v1/traces"),
            ("http://127.0.0.1:4318/", "http://127.0.0.1:4318/v1/traces"),
            ("HTTPS://collector.example/otel/", "https://collector.example/otel/v1/traces"),
            ("http://[::1]:4318/v1/traces", "http://[::1]:4318/v1/traces"),
            (" http://collector:4318 ", "http://collector:4318/v1/traces"),
        ])
    func tracesURL(_ given: String, _ expected: String) {
        #expect(ShopServerSettings.otlpTracesURL(given) == expected)
    }

    @Test(
        "anything but an http(s) URL with a host is refused",
        arguments: [
            "collector:4318", "ftp://collector/", "http://", "http:///v1/traces", "http://c/?key=secret",
            "http://c/#top", "http://user:pass@c:4318", "127.0.0.1:4318", "",
        ])
    func refusedURL(_ given: String) {
        #expect(ShopServerSettings.otlpTracesURL(given) == nil)
    }

    @Test("a malformed endpoint is a configuration error naming its source, in every build")
    func malformedEndpoint() {
        #expect {
            _ = try ShopServerSettings.resolve(flags: [:], environment: ["SHOP_OTLP_ENDPOINT": "collector:4318"])
        } throws: { error in
            let text = (error as? ShopSettingsError)?.description ?? ""
            return text.contains("$SHOP_OTLP_ENDPOINT: 'collector:4318' is not a valid otlp-endpoint")
        }
    }

    @Test("otlp-endpoint together with trace-output is refused: spans go to one place")
    func notWithTraceOutput() {
        #expect {
            _ = try ShopServerSettings.resolve(
                flags: ["trace-output": "/tmp/spans.jsonl"],
                environment: ["SHOP_OTLP_ENDPOINT": "http://127.0.0.1:4318"])
        } throws: { error in
            ((error as? ShopSettingsError)?.description ?? "").contains("not together with trace-output")
        }
    }

    @Test("without the trait the setting is refused with the build command; with it, it resolves")
    func traitDecides() throws {
        let environment = ["SHOP_OTLP_ENDPOINT": "http://127.0.0.1:4318"]
        if ShopServerSettings.canExportOTLP {
            let settings = try ShopServerSettings.resolve(flags: [:], environment: environment)
            #expect(settings.otlpEndpoint == "http://127.0.0.1:4318/v1/traces")
            #expect(settings.printed.contains("otlp-endpoint"))
        } else {
            #expect {
                _ = try ShopServerSettings.resolve(flags: [:], environment: environment)
            } throws: { error in
                ((error as? ShopSettingsError)?.description ?? "").contains("swift build --traits OTLP")
            }
        }
    }

    @Test("the binary without the trait: the flag is a usage error (64), the variable a config error (78)")
    func binaryWithoutTrait() async throws {
        guard !ShopServerSettings.canExportOTLP else { return }
        let flag = try await ServerDatabaseSettingTests.run(["--otlp-endpoint", "http://127.0.0.1:4318"])
        #expect(flag.status == 64, "\(flag.log)")
        #expect(flag.log.contains("--traits OTLP"), "\(flag.log)")
        let variable = try await ServerDatabaseSettingTests.run(
            [], environment: ["SHOP_OTLP_ENDPOINT": "http://127.0.0.1:4318"])
        #expect(variable.status == 78, "\(variable.log)")
        #expect(variable.log.contains("$SHOP_OTLP_ENDPOINT"), "\(variable.log)")
    }

    @Test("with no endpoint nothing is exported and print-config says none")
    func defaultIsNone() throws {
        let settings = try ShopServerSettings.resolve(flags: [:], environment: [:])
        #expect(settings.otlpEndpoint == nil)
        #expect(
            settings.printed.split(separator: "\n").contains { $0.hasPrefix("otlp-endpoint") && $0.contains("none") })
    }
}

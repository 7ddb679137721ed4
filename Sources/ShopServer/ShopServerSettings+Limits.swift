import Foundation
import ShopApp

extension ShopServerSettings {
    /// The settings that say who a client is and how much it may ask: `rate-limit`, `rate-limit-burst`,
    /// `trusted-proxies` and `metrics-port`, applied to `server` and noted in `shown`.
    ///
    /// - Throws: ``ShopApp/ShopSettingsError/invalidValue(setting:source:value:expected:)`` for a malformed value, a
    ///   burst without a rate limit, or a metrics port equal to the API's.
    static func resolveLimits(
        _ reader: ShopSettingsReader, into server: inout ShopServerConfiguration, shown: inout [ShopSettings.Shown]
    ) throws(ShopSettingsError) {
        let rate = try reader.text(.rateLimit)
        let burst = try reader.integer(.rateLimitBurst, in: 1...1_000_000)
        let burstSource = try reader.find(.rateLimitBurst)?.source
        if let rate {
            server.rateLimit = try rateLimit(rate.value, rate.source, burst: burst)
        }
        if server.rateLimit == nil, burst != nil, let burstSource {
            throw .invalidValue(
                setting: ShopSetting.rateLimitBurst.name, source: burstSource.description, value: String(burst ?? 0),
                expected: "no value while rate-limit is off (set rate-limit too)")
        }
        shown.append(.init(setting: .rateLimit, value: rate?.value ?? "off", source: rate?.source))
        shown.append(
            .init(
                setting: .rateLimitBurst, value: server.rateLimit.map { String($0.burst) } ?? "none",
                source: burstSource))

        let proxies = try reader.list(.trustedProxies) ?? []
        var networks: [IPNetwork] = []
        for item in proxies {
            guard let network = IPNetwork(item) else {
                let source = try reader.find(.trustedProxies)?.source ?? .defaultValue
                throw .invalidValue(
                    setting: ShopSetting.trustedProxies.name, source: source.description, value: item,
                    expected: "IP addresses or CIDR blocks such as 10.0.0.0/8, 127.0.0.1 or fd00::/8, comma-separated")
            }
            networks.append(network)
        }
        server.trustedProxies = TrustedProxies(networks: networks)
        shown.append(
            .init(
                setting: .trustedProxies,
                value: networks.isEmpty ? "none" : networks.map(\.description).joined(separator: ","),
                source: try reader.find(.trustedProxies)?.source))

        let metricsPort = try reader.integer(.metricsPort, in: 0...65535)
        let metricsSource = try reader.find(.metricsPort)?.source
        if let metricsPort, metricsPort != 0, metricsPort == server.port, let metricsSource {
            throw .invalidValue(
                setting: ShopSetting.metricsPort.name, source: metricsSource.description, value: String(metricsPort),
                expected: "a port other than the API's (\(server.port)), or no value to serve /metrics with the API")
        }
        server.metricsPort = metricsPort
        shown.append(
            .init(setting: .metricsPort, value: metricsPort.map(String.init) ?? "none", source: metricsSource))
    }

    /// `off`, or `COUNT/WINDOW` (`100/1s`) with an optional burst (default `COUNT`).
    static func rateLimit(
        _ text: String, _ source: ShopSettingsReader.Source, burst: Int?
    ) throws(ShopSettingsError) -> RequestRateLimit? {
        guard
            let (count, window) = try ShopSettingsReader.countPerWindow(
                text, setting: .rateLimit, source: source, windows: .seconds(1) ... .seconds(86_400),
                expected: "COUNT/WINDOW such as 100/1s or 3000/1m (1–1000000 requests, a window of 1s–1d), or off")
        else { return nil }
        return RequestRateLimit(count: count, per: window, burst: burst)
    }
}

import Foundation
import Logging
import ShopApp

/// Every setting of `shop-server`, resolved with one precedence (flag > environment > config file > default): the
/// shared ones (``ShopApp/ShopSettings``) and the server's own — host, port and CORS origins.
public struct ShopServerSettings: Sendable {
    /// The shared settings: database, pool, log level, trace output, session lifetime, login throttle.
    public var shop: ShopSettings
    /// The listening address, the CORS policy, the rate limit, the trusted proxies and the metrics port.
    public var server: ShopServerConfiguration
    /// Where the server's spans go over OTLP/HTTP: the collector's traces URL (``otlpTracesURL(_:)``), or `nil`.
    public var otlpEndpoint: String?
    /// Every setting of the server as resolved, in ``ShopApp/ShopSetting/all``'s order.
    public var shown: [ShopSettings.Shown]

    /// Resolves the server's settings.
    ///
    /// - Parameters:
    ///   - flags: The flags given, by setting name, as text.
    ///   - environment: The process environment.
    /// - Throws: ``ShopApp/ShopSettingsError`` for an unreadable config file, an unknown key in it, or the first
    ///   malformed value.
    public static func resolve(
        flags: [String: String], environment: [String: String]
    ) throws(ShopSettingsError) -> ShopServerSettings {
        let reader = try ShopSettingsReader(program: .server, flags: flags, environment: environment)
        let shop = try ShopSettings.resolve(reader, defaultLogLevel: .info)
        var extra: [ShopSettings.Shown] = []
        let host = try reader.text(.host)
        if let host, host.value.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(
                setting: ShopSetting.host.name, source: host.source.description, value: host.value,
                expected: "a host name or an IP address")
        }
        extra.append(
            .init(setting: .host, value: host?.value ?? ShopServerConfiguration.defaultHost, source: host?.source))
        let port = try reader.integer(.port, in: 0...65535)
        extra.append(
            .init(
                setting: .port, value: String(port ?? ShopServerConfiguration.defaultPort),
                source: try reader.find(.port)?.source))
        let origins = try reader.list(.corsOrigins) ?? []
        let cors: CORSPolicy
        do {
            cors = try CORSPolicy(allowedOrigins: origins)
        } catch {
            let source = try reader.find(.corsOrigins)?.source ?? .defaultValue
            throw .invalidValue(
                setting: ShopSetting.corsOrigins.name, source: source.description, value: error.origin,
                expected: "scheme://host[:port] (no path, no trailing slash), or * for any")
        }
        extra.append(
            .init(
                setting: .corsOrigins, value: origins.isEmpty ? "none" : origins.joined(separator: ","),
                source: try reader.find(.corsOrigins)?.source))
        let otlp = try otlpEndpoint(reader, traceOutput: shop.traceOutput)
        extra.append(
            .init(setting: .otlpEndpoint, value: otlp ?? "none", source: try reader.find(.otlpEndpoint)?.source))
        var server = ShopServerConfiguration(
            host: host?.value ?? ShopServerConfiguration.defaultHost, port: port ?? ShopServerConfiguration.defaultPort)
        server.cors = cors
        try resolveLimits(reader, into: &server, shown: &extra)
        server.connections = try connectionLimits(
            reader, databaseConnections: shop.databaseConnections, shown: &extra)
        let all = shop.shown + extra
        let shown = ShopSetting.all(for: .server).compactMap { setting in all.first { $0.setting == setting } }
        return ShopServerSettings(shop: shop, server: server, otlpEndpoint: otlp, shown: shown)
    }

    /// The resolved settings as `--print-config` prints them: one line per setting, its value (secrets masked) and
    /// where it came from.
    public var printed: String {
        let width = shown.map(\.setting.name.count).max() ?? 0
        return shown.map { item in
            item.setting.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + item.value + "  ("
                + item.source.description + ")"
        }.joined(separator: "\n")
    }
}

import ShopApp

extension ShopServerSettings {
    /// The longest timeout or shutdown deadline a setting takes.
    static let longestConnectionTimeout: Duration = .seconds(3600)

    /// Reads `idle-timeout`, `header-timeout`, `body-timeout`, `max-connections` and `shutdown-timeout`.
    ///
    /// - Parameters:
    ///   - reader: The server's settings sources.
    ///   - databaseConnections: The PostgreSQL pool's size, which the default cap leaves descriptors for.
    ///   - shown: Where each setting's resolved value is noted for `--print-config`.
    /// - Throws: ``ShopApp/ShopSettingsError`` for a malformed or out-of-range value.
    static func connectionLimits(
        _ reader: ShopSettingsReader, databaseConnections: Int, shown: inout [ShopSettings.Shown]
    ) throws(ShopSettingsError) -> ConnectionLimits {
        let range = Duration.seconds(1)...longestConnectionTimeout
        func duration(_ setting: ShopSetting, default value: Duration) throws(ShopSettingsError) -> Duration {
            let found = try reader.duration(setting, in: range)
            let resolved = found ?? value
            shown.append(
                .init(
                    setting: setting, value: ShopSettingsReader.describe(resolved),
                    source: try reader.find(setting)?.source))
            return resolved
        }
        var limits = ConnectionLimits(maximumConnections: 1)
        limits.idleTimeout = try duration(.idleTimeout, default: ConnectionLimits.defaultIdleTimeout)
        limits.headerTimeout = try duration(.headerTimeout, default: ConnectionLimits.defaultHeaderTimeout)
        limits.bodyTimeout = try duration(.bodyTimeout, default: ConnectionLimits.defaultBodyTimeout)
        let cap = try reader.integer(.maxConnections, in: 1...1_000_000)
        limits.maximumConnections =
            cap ?? ConnectionLimits.defaultMaximumConnections(databaseConnections: databaseConnections)
        shown.append(
            .init(
                setting: .maxConnections, value: String(limits.maximumConnections),
                source: try reader.find(.maxConnections)?.source))
        limits.shutdownTimeout = try duration(.shutdownTimeout, default: ConnectionLimits.defaultShutdownTimeout)
        return limits
    }
}

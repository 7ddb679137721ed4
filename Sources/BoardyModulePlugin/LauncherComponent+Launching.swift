extension LauncherComponent {
    /// Installs a feature shipped as one value: asks `launcherPlugin` now, with this builder's options, and installs
    /// its module plugins, URL opener plugins and launch settings, in that order, at this point of install order.
    @discardableResult
    public func install(launcherPlugin: any LauncherPlugin) -> LauncherComponent {
        let component = launcherPlugin.prepareForLaunching(withOptions: options)
        install(plugins: component.modulePlugins)
        install(urlOpenerPlugins: component.urlOpenerPlugins)
        if let launchSettings = component.launchSettings {
            install(launchSettings: launchSettings)
        }
        return self
    }

    /// Installs settings that run with the new launcher at the end of ``initialize(isolation:)``, after every plugin,
    /// gateway and opener was applied, in install order; for example to wire application-wide flows on the mainboard
    /// or activate a first board with ``PluginLauncher/activateNow(_:)``.
    ///
    /// Settings do not run when ``initialize(isolation:)`` throws.
    @discardableResult
    public func install(launchSettings: @escaping (PluginLauncher) -> Void) -> LauncherComponent {
        steps.append(.launchSettings(launchSettings))
        return self
    }

    /// Shares `value` with every plugin: it is added to ``options``, read back by type with
    /// ``MainOptions/value(of:)`` (from ``MainComponent/options`` or ``PluginLauncher/options``).
    ///
    /// One value per type; sharing a second value of the same type replaces the first.
    @discardableResult
    public func share<Value>(value: Value) -> LauncherComponent {
        options.set(value: value)
        return self
    }
}

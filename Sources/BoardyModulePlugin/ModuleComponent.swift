/// What a ``LauncherPlugin`` contributes to the launcher.
public struct ModuleComponent {
    /// Module plugins, installed as with ``LauncherComponent/install(plugins:)``.
    public var modulePlugins: [any ModulePlugin]
    /// URL opener plugins, installed as with ``LauncherComponent/install(urlOpenerPlugins:)``.
    public var urlOpenerPlugins: [any URLOpenerPlugin]
    /// Settings run after every plugin was applied, as with ``LauncherComponent/install(launchSettings:)``.
    public var launchSettings: ((PluginLauncher) -> Void)?

    /// Creates a contribution; every part is optional.
    public init(
        modulePlugins: [any ModulePlugin] = [],
        urlOpenerPlugins: [any URLOpenerPlugin] = [],
        launchSettings: ((PluginLauncher) -> Void)? = nil
    ) {
        self.modulePlugins = modulePlugins
        self.urlOpenerPlugins = urlOpenerPlugins
        self.launchSettings = launchSettings
    }
}

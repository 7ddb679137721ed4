import Boardy

/// The assembled application: the mainboard over every plugin's boards, the deep-link routes and the gateway.
///
/// ```swift
/// let launcher = try PluginLauncher.with(options: options)
///     .install(plugins: CatalogModulePlugin.bundledPlugins)
///     .install(gatewayBarrier: authGate, exempting: [AuthID.signIn])
///     .initialize()
/// launcher.launch { mainboard in
///     mainboard.serviceMap.modCatalog.ioList.activation.activate(with: CatalogQuery(text: ""))
/// }
/// try launcher.open(url: "shop://product/42")
/// ```
///
/// There is no process-wide `shared` launcher: keep the value where the application is composed. The mainboard
/// holds the application's producer; the launcher holds the mainboard.
@MainActor
public final class PluginLauncher {
    /// The identifier of every launcher's mainboard.
    public static let mainboardIdentifier: BoardID = "boardy.mainboard"

    /// The application's motherboard, built over the producer every plugin registered on.
    public let mainboard: Motherboard
    /// The names of the applied plugins, in install order (a skipped duplicate is not listed).
    public let pluginNames: [String]
    let component: MainComponent

    init(mainboard: Motherboard, component: MainComponent, pluginNames: [String]) {
        self.mainboard = mainboard
        self.component = component
        self.pluginNames = pluginNames
    }

    /// Starts building a launcher with launch options.
    public static func with(options: MainOptions = .default) -> LauncherComponent {
        LauncherComponent(options: options)
    }

    /// The launch options the plugins saw.
    public var options: MainOptions { component.options }

    /// The name of the plugin that registered the application board `identifier`, if any.
    public func pluginName(registering identifier: BoardID) -> String? {
        component.pluginName(registering: identifier)
    }

    /// The patterns of every URL route, in matching order.
    public var urlRoutes: [String] {
        component.routes.map(\.route.pattern)
    }

    /// Runs `action` with the mainboard, typically to activate the root module.
    public func launch<Failure: Error>(_ action: (Motherboard) throws(Failure) -> Void) throws(Failure) {
        try action(mainboard)
    }
}

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
/// Keep the launcher where the application is composed; ``LauncherComponent/initializeShared()`` also publishes it
/// as ``shared`` for code that expects the original's process-wide launcher. The mainboard holds the application's
/// producer; the launcher holds the mainboard.
public final class PluginLauncher {
    /// The identifier of every launcher's mainboard.
    public static let mainboardIdentifier: BoardID = "boardy.mainboard"

    /// The application's motherboard, built over the producer every plugin registered on.
    public let mainboard: Motherboard
    /// The names of the applied plugins, in install order (a skipped duplicate is not listed).
    public let pluginNames: [String]
    let component: MainComponent
    let urlOpeningOption: URLOpeningOption

    init(
        mainboard: Motherboard,
        component: MainComponent,
        pluginNames: [String],
        urlOpeningOption: URLOpeningOption = .default
    ) {
        self.mainboard = mainboard
        self.component = component
        self.pluginNames = pluginNames
        self.urlOpeningOption = urlOpeningOption
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
        component.openers.compactMap { opener in
            if case let .route(route, _) = opener.kind { route.pattern } else { nil }
        }
    }

    /// The names of every URL opener (routes included), in install order.
    public var urlOpenerNames: [String] {
        component.openers.map(\.name)
    }

    /// Runs `action` with the mainboard, typically to activate the root module.
    public func launch<Failure: Error>(_ action: (Motherboard) throws(Failure) -> Void) throws(Failure) {
        try action(mainboard)
    }

    /// Runs `activation` with the mainboard now, for example from a launch setting
    /// (``LauncherComponent/install(launchSettings:)``) or after a deep link.
    public func activateNow<Failure: Error>(_ activation: (Motherboard) throws(Failure) -> Void) throws(Failure) {
        try activation(mainboard)
    }
}

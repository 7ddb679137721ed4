import Boardy

/// The builder ``PluginLauncher/with(options:)`` returns: install plugins, launcher plugins, gateway barriers, URL
/// openers and launch settings, then ``initialize(isolation:)``.
///
/// Installing only records; ``initialize(isolation:)`` applies everything in install order. Installing the same plugin
/// twice (same type and identifier, e.g. two feature lists that both contain a module's `bundledPlugins`) is
/// harmless: the first one is applied and later ones are skipped. A builder initializes once; installs made after
/// that are ignored.
public final class LauncherComponent {
    enum Step {
        case plugin(any ModulePlugin)
        case gateway(GatewayBarrierRegistration, BoardID)
        case openers([any URLOpenerPlugin])
        case launchSettings((PluginLauncher) -> Void)
    }

    /// The launch options every plugin will see (with the values given to ``share(value:)``).
    public internal(set) var options: MainOptions
    var steps: [Step] = []
    private var isInitialized = false
    var featureNotFoundHandler: ((BoardNotFound) -> Void)?
    var urlOpeningOption = URLOpeningOption.default

    init(options: MainOptions) {
        self.options = options
    }

    /// Installs a module plugin; see ``ModulePlugin``.
    @discardableResult
    public func install(plugin: any ModulePlugin) -> LauncherComponent {
        steps.append(.plugin(plugin))
        return self
    }

    /// Installs module plugins in order, typically a module's `bundledPlugins`.
    @discardableResult
    public func install(plugins: [any ModulePlugin]) -> LauncherComponent {
        steps += plugins.map(Step.plugin)
        return self
    }

    /// Installs an application-level gateway barrier.
    ///
    /// - Parameters:
    ///   - gatewayBarrier: The gate (or ``GatewayBarrierRegistration/exempt``).
    ///   - identifier: The board it guards; `nil` guards every board (`BoardID/wildcard`), including boards of
    ///     nested module motherboards, since gateway lookup falls back to the application's producer.
    ///   - exemptions: Ids that bypass the wildcard gate (each is the same as installing `.exempt` for it); an
    ///     id-specific gate still applies to them.
    ///
    /// Each id takes one registration; a second one makes ``initialize(isolation:)`` throw
    /// ``PluginLauncherError/duplicateGatewayBarrier(_:)``. Boards that bypass gateways
    /// (`ActivatableBoard/shouldBypassGatewayBarrier()`) are never gated.
    @discardableResult
    public func install(
        gatewayBarrier: GatewayBarrierRegistration,
        for identifier: BoardID? = nil,
        exempting exemptions: [BoardID] = []
    ) -> LauncherComponent {
        steps.append(.gateway(gatewayBarrier, identifier ?? .wildcard))
        steps += exemptions.map { .gateway(.exempt, $0) }
        return self
    }

    /// Installs deep-link routes that belong to the application rather than to a plugin.
    ///
    /// Routes are URL openers: the same as ``install(urlOpenerPlugins:)``; see ``URLRoute``.
    @discardableResult
    public func install(urlRoutes: [URLRoute]) -> LauncherComponent {
        steps.append(.openers(urlRoutes))
        return self
    }

    /// Installs deep-link openers that belong to the application rather than to a plugin.
    ///
    /// They take their place in install order among the openers and routes plugins register; see
    /// ``URLOpenerPlugin`` and ``URLOpeningOption``.
    @discardableResult
    public func install(urlOpenerPlugins: [any URLOpenerPlugin]) -> LauncherComponent {
        steps.append(.openers(urlOpenerPlugins))
        return self
    }

    /// Sets how ``PluginLauncher/open(url:)`` validates URLs and handles none or several candidates; the last call
    /// wins.
    @discardableResult
    public func install(urlOpeningOption: URLOpeningOption) -> LauncherComponent {
        self.urlOpeningOption = urlOpeningOption
        return self
    }

    /// Applies every installed plugin, gateway and route in install order and builds the application's mainboard.
    ///
    /// Nothing is produced yet: boards are built when first activated.
    ///
    /// - Parameter isolation: The actor the application's board graph lives on; leave the default, the caller's own
    ///   isolation (the main actor for a command-line front, a request's actor for a server).
    /// - Throws: the first configuration problem found (a board id registered by two plugins, two plugins of
    ///   different types sharing an identifier, a duplicate gateway, an invalid route pattern), or
    ///   ``PluginLauncherError/alreadyInitialized`` when this builder was initialized before.
    public func initialize(
        isolation: isolated (any Actor)? = #isolation
    ) throws(PluginLauncherError) -> PluginLauncher {
        guard !isInitialized else { throw .alreadyInitialized }
        isInitialized = true
        let producer = BoardProducer()
        if let featureNotFoundHandler { producer.produceNoBoardForUnknownIdentifiers(handler: featureNotFoundHandler) }
        let main = MainComponent(options: options, mainProducer: producer)
        var applied: [(type: ObjectIdentifier, identifier: BoardID, name: String)] = []
        var settings: [(PluginLauncher) -> Void] = []
        for step in steps {
            switch step {
            case let .plugin(plugin):
                let type = ObjectIdentifier(Swift.type(of: plugin))
                let identifier = plugin.identifier
                if let first = applied.first(where: { $0.identifier == identifier }) {
                    if first.type != type {
                        main.record(
                            .duplicatePluginIdentifier(identifier, firstPlugin: first.name, secondPlugin: plugin.name))
                    }
                    continue
                }
                // The name is built once per plugin: the default one reflects on the type, which is not free.
                let name = plugin.name
                applied.append((type, identifier, name))
                main.applying(name) { plugin.apply(for: main) }
            case let .gateway(registration, identifier):
                main.installGateway(registration, for: identifier)
            case let .openers(openers):
                for opener in openers {
                    main.add(opener, pluginName: nil)
                }
            case let .launchSettings(setting):
                settings.append(setting)
            }
        }
        if let issue = main.issues.first { throw issue }
        let mainboard = Motherboard(
            identifier: PluginLauncher.mainboardIdentifier, boardProducer: producer, isolation: isolation)
        let launcher = PluginLauncher(
            mainboard: mainboard, component: main, pluginNames: applied.map(\.name),
            urlOpeningOption: urlOpeningOption)
        for setting in settings {
            setting(launcher)
        }
        return launcher
    }
}

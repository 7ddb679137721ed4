import Boardy

/// The builder ``PluginLauncher/with(options:)`` returns: install plugins, gateway barriers and URL routes, then
/// ``initialize()``.
///
/// Installing only records; ``initialize()`` applies everything in install order. Installing the same plugin
/// twice (same type and identifier, e.g. two feature lists that both contain a module's `bundledPlugins`) is
/// harmless: the first one is applied and later ones are skipped. A builder initializes once; installs made after
/// that are ignored.
@MainActor
public final class LauncherComponent {
    enum Step {
        case plugin(any ModulePlugin)
        case gateway(GatewayBarrierRegistration, BoardID)
        case routes([URLRoute])
    }

    /// The launch options every plugin will see.
    public let options: MainOptions
    private(set) var steps: [Step] = []
    private var isInitialized = false
    var featureNotFoundHandler: (@MainActor (BoardNotFound) -> Void)?

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
    /// Each id takes one registration; a second one makes ``initialize()`` throw
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
    /// They take their place in install order among the routes plugins register; see ``URLRoute``.
    @discardableResult
    public func install(urlRoutes: [URLRoute]) -> LauncherComponent {
        steps.append(.routes(urlRoutes))
        return self
    }

    /// Applies every installed plugin, gateway and route in install order and builds the application's mainboard.
    ///
    /// Nothing is produced yet: boards are built when first activated.
    ///
    /// - Throws: the first configuration problem found (a board id registered by two plugins, two plugins of
    ///   different types sharing an identifier, a duplicate gateway, an invalid route pattern), or
    ///   ``PluginLauncherError/alreadyInitialized`` when this builder was initialized before.
    public func initialize() throws(PluginLauncherError) -> PluginLauncher {
        guard !isInitialized else { throw .alreadyInitialized }
        isInitialized = true
        let producer = BoardProducer()
        if let featureNotFoundHandler { producer.produceNoBoardForUnknownIdentifiers(handler: featureNotFoundHandler) }
        let main = MainComponent(options: options, mainProducer: producer)
        var applied: [(type: ObjectIdentifier, identifier: BoardID, name: String)] = []
        var gatedIDs: Set<BoardID> = []
        for step in steps {
            switch step {
            case let .plugin(plugin):
                let type = ObjectIdentifier(Swift.type(of: plugin))
                if let first = applied.first(where: { $0.identifier == plugin.identifier }) {
                    if first.type != type {
                        main.record(
                            .duplicatePluginIdentifier(
                                plugin.identifier, firstPlugin: first.name, secondPlugin: plugin.name))
                    }
                    continue
                }
                applied.append((type, plugin.identifier, plugin.name))
                main.applying(plugin.name) { plugin.apply(for: main) }
            case let .gateway(registration, identifier):
                guard gatedIDs.insert(identifier).inserted else {
                    main.record(.duplicateGatewayBarrier(identifier))
                    continue
                }
                install(registration, for: identifier, on: producer, main: main)
            case let .routes(routes):
                for route in routes {
                    main.add(route, pluginName: nil)
                }
            }
        }
        if let issue = main.issues.first { throw issue }
        let mainboard = Motherboard(identifier: PluginLauncher.mainboardIdentifier, boardProducer: producer)
        return PluginLauncher(mainboard: mainboard, component: main, pluginNames: applied.map(\.name))
    }

    private func install(
        _ registration: GatewayBarrierRegistration,
        for identifier: BoardID,
        on producer: BoardProducer,
        main: MainComponent
    ) {
        switch registration.kind {
        case .exempt where identifier == .wildcard:
            main.record(.exemptWildcard)
        case .exempt:
            producer.registerGatewayExemption([identifier])
        case let .gate(decide):
            producer.registerGatewayBoard(identifier) { gateID in
                GatewayBarrierBoard(identifier: gateID, decide: decide)
            }
        }
    }
}

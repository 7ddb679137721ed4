import Boardy

/// What a ``ModulePlugin`` sees while it is applied: the launch options, board and URL-route registration, and the
/// application's producer as a fallback for module-internal producers.
///
/// Every registration is recorded with the name of the plugin being applied, so a board id registered by two
/// plugins becomes ``PluginLauncherError/duplicateBoardID(_:firstPlugin:secondPlugin:)`` naming both, instead of a
/// silent "first wins". Registrations are accepted only while ``PluginLauncher`` applies a plugin; a registration
/// made later (from a captured component) is ignored and reported as a diagnostic.
///
/// The component holds the application's producer weakly, so a factory may capture the component without forming a
/// retain cycle.
public final class MainComponent {
    /// The launch options the application was started with (for example the database the modules share).
    public let options: MainOptions

    /// The application's producer, seen through a weak, produce-only reference.
    ///
    /// Use it as the fallback of a producer of your own; register boards with ``registerBoard(_:factory:)``, which
    /// records the owning plugin. Once the launcher is released, it produces nothing.
    public let producer: any ActivatableBoardProducer

    private weak var mainProducer: BoardProducer?
    private(set) var currentPluginName: String?
    private var boardOwners: [BoardID: String] = [:]
    private(set) var openers: [RegisteredURLOpener] = []
    private var gatedIDs: Set<BoardID> = []
    private(set) var issues: [PluginLauncherError] = []

    init(options: MainOptions, mainProducer: BoardProducer) {
        self.options = options
        self.mainProducer = mainProducer
        self.producer = WeakBoardProducer(mainProducer)
    }

    /// Registers the factory of the application-wide board `identifier` for the plugin being applied.
    ///
    /// The factory runs lazily, each time a motherboard needs a new instance. Registering an id another plugin (or
    /// this one) already registered keeps the first factory and makes ``LauncherComponent/initialize(isolation:)``
    /// throw ``PluginLauncherError/duplicateBoardID(_:firstPlugin:secondPlugin:)``.
    ///
    /// - Returns: `true` when the factory was registered.
    @discardableResult
    public func registerBoard(
        _ identifier: BoardID,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        guard let pluginName = acceptingPlugin(for: "board '\(identifier)'", board: identifier) else { return false }
        if let owner = boardOwners[identifier] {
            record(.duplicateBoardID(identifier, firstPlugin: owner, secondPlugin: pluginName))
            return false
        }
        guard let mainProducer else { return false }
        boardOwners[identifier] = pluginName
        return mainProducer.registerBoard(identifier, factory: factory)
    }

    /// Registers several registrations for the plugin being applied; see ``registerBoard(_:factory:)``.
    public func registerBoards(_ registrations: [BoardRegistration]) {
        for registration in registrations {
            registerBoard(registration.identifier, factory: registration.constructor)
        }
    }

    /// Registers a deep-link route for the plugin being applied.
    ///
    /// Routes are openers like any ``URLOpenerPlugin``: they are asked in registration order across all plugins
    /// (plugins in install order); see ``URLOpeningOption`` for several candidates. An invalid pattern makes
    /// ``LauncherComponent/initialize(isolation:)`` throw ``PluginLauncherError/invalidURLPattern(_:reason:plugin:)``.
    public func registerURLRoute(_ route: URLRoute) {
        registerURLOpenerPlugin(route)
    }

    /// Registers a deep-link opener for the plugin being applied; see ``registerURLRoute(_:)``.
    public func registerURLOpenerPlugin(_ opener: any URLOpenerPlugin) {
        guard let pluginName = acceptingPlugin(for: "URL opener '\(opener.name)'", board: nil) else { return }
        add(opener, pluginName: pluginName)
    }

    /// Registers the board `identifier` and a gateway barrier in front of it, in one step.
    ///
    /// The same as ``registerBoard(_:factory:)`` plus ``LauncherComponent/install(gatewayBarrier:for:exempting:)``
    /// for that id: a second gateway for the id makes ``LauncherComponent/initialize(isolation:)`` throw
    /// ``PluginLauncherError/duplicateGatewayBarrier(_:)``.
    ///
    /// - Returns: `true` when both the board and its gateway were registered.
    @discardableResult
    public func registerWithActivation(
        _ identifier: BoardID,
        gatewayBarrier: GatewayBarrierRegistration,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        guard registerBoard(identifier, factory: factory) else { return false }
        return installGateway(gatewayBarrier, for: identifier)
    }

    /// Registers several deep-link routes, in order; see ``registerURLRoute(_:)``.
    public func registerURLRoutes(_ routes: [URLRoute]) {
        for route in routes {
            registerURLRoute(route)
        }
    }

    /// The name of the plugin that registered the application-wide board `identifier`, if any.
    public func pluginName(registering identifier: BoardID) -> String? {
        boardOwners[identifier]
    }

    // MARK: Launcher internals

    /// Runs `body` with `pluginName` as the owner of every registration it makes.
    func applying(_ pluginName: String, _ body: () -> Void) {
        currentPluginName = pluginName
        body()
        currentPluginName = nil
    }

    /// Adds an opener owned by a plugin, or by the launcher itself when `pluginName` is `nil`; a route's pattern is
    /// parsed now.
    func add(_ opener: any URLOpenerPlugin, pluginName: String?) {
        guard let route = opener as? URLRoute else {
            openers.append(RegisteredURLOpener(kind: .plugin(opener), pluginName: pluginName))
            return
        }
        do {
            let pattern = try URLPattern(parsing: route.pattern)
            openers.append(RegisteredURLOpener(kind: .route(route, pattern), pluginName: pluginName))
        } catch {
            record(.invalidURLPattern(route.pattern, reason: error.reason, plugin: pluginName ?? "launcher"))
        }
    }

    /// Installs a gateway registration for `identifier` on the application's producer; a second one for the same
    /// id is recorded as ``PluginLauncherError/duplicateGatewayBarrier(_:)``.
    @discardableResult
    func installGateway(_ registration: GatewayBarrierRegistration, for identifier: BoardID) -> Bool {
        guard gatedIDs.insert(identifier).inserted else {
            record(.duplicateGatewayBarrier(identifier))
            return false
        }
        guard let mainProducer else { return false }
        switch registration.kind {
        case .exempt where identifier == .wildcard:
            record(.exemptWildcard)
            return false
        case .exempt:
            mainProducer.registerGatewayExemption([identifier])
        case let .gate(decide):
            let flowRegistration = registration.flowRegistration
            let gateProducer = producer
            mainProducer.registerGatewayBoard(identifier) { gateID in
                GatewayBarrierBoard(
                    identifier: gateID, boardProducer: gateProducer, decide: decide,
                    flowRegistration: flowRegistration)
            }
        }
        return true
    }

    /// Records a configuration problem; ``LauncherComponent/initialize(isolation:)`` throws the first one.
    func record(_ issue: PluginLauncherError) {
        issues.append(issue)
    }

    /// The owning plugin's name, or `nil` (with a diagnostic) when no plugin is being applied.
    private func acceptingPlugin(for what: @autoclosure () -> String, board: BoardID?) -> String? {
        if let currentPluginName { return currentPluginName }
        BoardDiagnostics.report(
            .custom(
                board: board ?? "launcher",
                message: "the \(what()) was registered while no plugin was being applied; it was ignored"
            ))
        return nil
    }
}

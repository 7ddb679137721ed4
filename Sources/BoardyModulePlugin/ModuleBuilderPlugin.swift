import Boardy

/// A ``ModulePlugin`` that assembles a module from its own internal producer: the module's inner boards resolve
/// there first, then application-wide.
///
/// ``apply(for:)`` (provided) creates the module's internal producer with the application's producer as its
/// fallback and fills it from ``internalContinuousRegistrations(main:producer:)``. It then registers ONE id, the
/// plugin's ``ModulePlugin/identifier``, on the application's producer, with a factory that calls
/// ``build(with:main:internalContinuousProducer:)``: the entry board is built lazily, on each activation that needs
/// a new instance, never at launch. Last, ``pluginDidLoad(with:)`` runs.
///
/// ```swift
/// struct CatalogDetailPlugin: ModuleBuilderPlugin {
///     let identifier: BoardID = CatalogID.detail
///     func internalContinuousRegistrations(
///         main: MainComponent, producer: any ActivatableBoardProducer
///     ) -> [BoardRegistration] {
///         [BoardRegistration(CatalogInternalID.detailLoader) { CatalogDetailLoaderBoard(identifier: $0) }]
///     }
///     func build(
///         with identifier: BoardID, main: MainComponent, internalContinuousProducer: any ActivatableBoardProducer
///     ) -> (any ActivatableBoard)? {
///         CatalogDetailBoard(identifier: identifier, boardProducer: internalContinuousProducer)
///     }
/// }
/// ```
///
/// The factory holds the plugin (a value) and the internal producer strongly; the internal producer holds the
/// application's producer weakly, so nothing forms a retain cycle. Internal ids are not application ids: two modules
/// may use the same internal id, and an internal id shadows an application id of the same name inside the module.
public protocol ModuleBuilderPlugin: ModulePlugin {
    /// The module's inner boards, registered on its internal producer.
    ///
    /// - Parameters:
    ///   - main: The main component being applied (options, registration).
    ///   - producer: A weak view of the internal producer itself, for registrations whose boards run nested
    ///     motherboards on it.
    func internalContinuousRegistrations(
        main: MainComponent,
        producer: any ActivatableBoardProducer
    ) -> [BoardRegistration]

    /// Builds the module's entry board; called lazily, each time the application needs a new instance.
    ///
    /// - Parameters:
    ///   - identifier: The id the board must have (the plugin's ``ModulePlugin/identifier``).
    ///   - main: The main component the plugin was applied with.
    ///   - internalContinuousProducer: The internal producer: its own registrations first, then the application's.
    func build(
        with identifier: BoardID,
        main: MainComponent,
        internalContinuousProducer: any ActivatableBoardProducer
    ) -> (any ActivatableBoard)?

    /// Runs once, after the plugin registered its entry board; the default does nothing.
    func pluginDidLoad(with main: MainComponent)
}

extension ModuleBuilderPlugin {
    /// No inner boards: the internal producer only falls back to the application's boards.
    public func internalContinuousRegistrations(
        main: MainComponent,
        producer: any ActivatableBoardProducer
    ) -> [BoardRegistration] {
        []
    }

    /// Does nothing.
    public func pluginDidLoad(with main: MainComponent) {}

    /// Creates the internal producer, registers the entry id with a lazy factory, then calls ``pluginDidLoad(with:)``.
    public func apply(for main: MainComponent) {
        let internalProducer = main.makeModuleProducer { producer in
            internalContinuousRegistrations(main: main, producer: WeakBoardProducer(producer))
        }
        let plugin = self
        main.registerBoard(identifier) { [weak main] identifier in
            guard let main else { return nil }
            return plugin.build(with: identifier, main: main, internalContinuousProducer: internalProducer)
        }
        pluginDidLoad(with: main)
    }
}

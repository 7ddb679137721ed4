/// A dictionary of board registrations with an optional external producer as fallback.
///
/// Lookups are O(1). A second registration for an id keeps the first and reports
/// ``BoardDiagnostic/duplicateRegistration(_:)``, unless it is made with `replacingExisting: true`. Gateway boards are
/// registered per id or for ``BoardID/wildcard``; ids listed with ``registerGatewayExemption(_:)`` are never guarded
/// by the wildcard gateway.
public final class BoardProducer: ActivatableBoardProducer {
    // Exclusivity unchecked (these three): one isolation domain (the producer is not `Sendable`), and every access is
    // an instantaneous read or write (a constructor runs after its registration has been read), so none overlaps.
    @exclusivity(unchecked) private var registrations: [BoardID: BoardRegistration] = [:]
    @exclusivity(unchecked) private var gatewayRegistrations: [BoardID: BoardRegistration] = [:]
    @exclusivity(unchecked) private var gatewayExemptions: Set<BoardID> = []

    /// Asked for ids this producer has no registration for (or whose constructor returned `nil`).
    public var externalProducer: (any ActivatableBoardProducer)? {
        didSet { updateMayProduceGateways() }
    }

    /// Whether ``produceGatewayBoard(identifier:)`` can return a board at all (a gateway is registered or another
    /// producer may make one). When it cannot, motherboards skip the gateway lookup on every activation.
    private(set) var mayProduceGateways = false

    /// Where duplicate registrations are reported; `nil` uses ``BoardDiagnostics/defaultHandler``.
    public var diagnosticHandler: ((BoardDiagnostic) -> Void)?

    /// Creates a producer with registrations and an optional fallback.
    public init(externalProducer: (any ActivatableBoardProducer)? = nil, registrations: [BoardRegistration] = []) {
        self.externalProducer = externalProducer
        updateMayProduceGateways()
        for registration in registrations {
            add(registration)
        }
    }

    /// Creates a producer whose registrations come from a builder that can refer to the producer itself (for
    /// example to hand it to a nested motherboard).
    public convenience init(
        externalProducer: (any ActivatableBoardProducer)? = nil,
        @BoardRegistrationBuilder registrationsBuilder: (BoardProducer) -> [BoardRegistration]
    ) {
        self.init(externalProducer: externalProducer)
        for registration in registrationsBuilder(self) {
            add(registration)
        }
    }

    /// The identifiers this producer has registrations for, sorted.
    public var registeredIdentifiers: [BoardID] { registrations.keys.sorted() }

    /// Whether this producer itself (not its fallback) has a registration for `identifier`.
    public func containsRegistration(for identifier: BoardID) -> Bool {
        registrations[identifier] != nil
    }

    /// Adds a registration; a duplicate is reported and ignored unless `replacingExisting` is true.
    @discardableResult
    public func add(_ registration: BoardRegistration, replacingExisting: Bool = false) -> Bool {
        if registrations[registration.identifier] != nil, !replacingExisting {
            report(.duplicateRegistration(registration.identifier))
            return false
        }
        registrations[registration.identifier] = registration
        return true
    }

    /// Registers a factory for `identifier`; see ``add(_:replacingExisting:)`` for duplicates.
    @discardableResult
    public func registerBoard(
        _ identifier: BoardID,
        replacingExisting: Bool = false,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        add(BoardRegistration(identifier, constructor: factory), replacingExisting: replacingExisting)
    }

    /// Removes the registration for `identifier`, if any.
    public func removeRegistration(for identifier: BoardID) {
        registrations[identifier] = nil
    }

    /// Registers the factory of `source` under `target` too, so `target` builds the same kind of board.
    @discardableResult
    public func matchBoard(withIdentifier source: BoardID, to target: BoardID) -> Bool {
        guard let registration = registrations[source] else {
            report(.unregisteredBoard(source))
            return false
        }
        return add(BoardRegistration(target, constructor: registration.constructor))
    }

    /// Registers a gateway factory guarding `identifier` (or every id, for ``BoardID/wildcard``).
    ///
    /// The factory receives the gateway's own id (`<destination>.___GATEWAY___`) and must build a board with that id.
    /// The first registration per id wins; a duplicate is reported.
    @discardableResult
    public func registerGatewayBoard(
        _ identifier: BoardID,
        factory: @escaping (BoardID) -> (any ActivatableBoard)?
    ) -> Bool {
        guard gatewayRegistrations[identifier] == nil else {
            report(.duplicateRegistration(identifier.appending(BoardID.gatewaySuffix)))
            return false
        }
        gatewayRegistrations[identifier] = BoardRegistration(identifier, constructor: factory)
        updateMayProduceGateways()
        return true
    }

    /// Exempts ids from the wildcard gateway (an id-specific gateway still applies).
    public func registerGatewayExemption(_ identifiers: [BoardID]) {
        gatewayExemptions.formUnion(identifiers)
    }

    /// Builds the board from this producer's registration, falling back to the external producer.
    public func produceBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        if let registration = registrations[identifier], let board = registration.constructor(identifier) {
            return board
        }
        return externalProducer?.produceBoard(identifier: identifier)
    }

    /// Builds the gateway for `identifier`: the id-specific one, else the wildcard (unless exempt), else the
    /// external producer's.
    public func produceGatewayBoard(identifier: BoardID) -> (any ActivatableBoard)? {
        // Every activation asks, so the empty cases skip hashing and building the gateway id.
        if !gatewayRegistrations.isEmpty, let registration = gatewayRegistrations[identifier] {
            return registration.constructor(identifier.appending(BoardID.gatewaySuffix))
        }
        if !gatewayExemptions.isEmpty, gatewayExemptions.contains(identifier) {
            return nil
        }
        if !gatewayRegistrations.isEmpty, let wildcard = gatewayRegistrations[.wildcard] {
            return wildcard.constructor(identifier.appending(BoardID.gatewaySuffix))
        }
        return externalProducer?.produceGatewayBoard(identifier: identifier)
    }

    private func updateMayProduceGateways() {
        // A NoBoard fallback without a base never makes gateways, so it keeps activations on the fast path.
        let noBoardOnly = (externalProducer as? NoBoardProducer).map { $0.base == nil } ?? false
        mayProduceGateways = !gatewayRegistrations.isEmpty || (externalProducer != nil && !noBoardOnly)
    }

    private func report(_ diagnostic: BoardDiagnostic) {
        if let diagnosticHandler {
            diagnosticHandler(diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }
}

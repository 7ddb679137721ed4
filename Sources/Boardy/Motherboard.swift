/// Owns a set of boards, builds them lazily through a producer, and routes what they send through flows.
///
/// A motherboard is the hub of the board graph. Activating an id (``activateBoard(_:withOption:)``) finds the
/// installed board or produces and installs one, checks its gateway and activation barriers, and activates it.
/// Boards talk back by sending ``BoardMessage`` values: the motherboard first applies its built-in routing (actions
/// bubble up, commands reach their target, activation requests activate, completions remove the board), then runs
/// the user flows in registration order.
///
/// **Re-entrancy.** Dispatch is synchronous and depth-first: a handler that activates another board, which sends an
/// output at once, sees that nested message fully dispatched before the next flow of the outer message runs. A flow
/// registered during a dispatch first receives the next message; a flow removed during a dispatch does not receive
/// the message in flight.
///
/// **Isolation.** A board graph lives in the isolation domain that creates its motherboard: the main actor, any other
/// actor, or one task. Graph types (motherboards, boards, flows, buses) are not `Sendable`, so the compiler keeps the
/// graph and every handler registered on it in that one domain, and all of it runs synchronously there — no
/// hop, no lock. ``isolation`` names the actor (captured with `#isolation` when the motherboard is created, or
/// inherited from the motherboard of the board that owns a nested one); ComponentKit's task boards start the tasks
/// they need on it. See the article <doc:Isolation>.
open class Motherboard: BoardDelegate {
    struct InstalledBoard {
        let board: any ActivatableBoard
        let order: Int
    }

    /// The motherboard's identity.
    public let identifier: BoardID
    /// Builds boards for ids that are not installed.
    public let boardProducer: any ActivatableBoardProducer
    /// ``boardProducer`` when it is a ``BoardProducer``, whose gateway rules can be checked without asking it.
    let plainProducer: BoardProducer?
    /// The board that owns this motherboard when it is nested (see ``ContinuousBoard``); actions and unhandled
    /// diagnostics travel up through it.
    public internal(set) weak var owner: (any IdentifiableBoard)?
    /// Receives this motherboard's diagnostics; when `nil` they go to the owner's motherboard, and at the top of
    /// the graph to ``BoardDiagnostics/defaultHandler``.
    public var diagnosticHandler: ((BoardDiagnostic) -> Void)?
    /// Receives a ``BoardTraceEvent`` for every message, activation and barrier step while set (see <doc:Tracing>);
    /// `nil`, the default unless ``BoardTracing/defaultHandler`` is set, costs one check per message.
    // One isolation domain only and every read is an instant copy, so no access overlaps another.
    @exclusivity(unchecked)
    public var traceHandler: ((BoardTraceEvent) -> Void)? = BoardTracing.defaultHandler
    /// Wraps every synchronous activation and every task-board run of this motherboard while set (see
    /// ``BoardSpanHook`` and <doc:Tracing>); `nil`, the default, costs one check per activation and per run.
    /// A nested motherboard starts with its parent's hook.
    // One isolation domain only and every read is an instant copy, so no access overlaps another.
    @exclusivity(unchecked)
    public var spanHook: (any BoardSpanHook)?
    /// The context this motherboard was put into, held weakly (see ``putIntoContext(_:)``).
    weak var ownContext: BoardContext?

    // Exclusivity unchecked (the six below): one isolation domain, and every access is instantaneous (no closure or
    // handler runs during a mutation; dispatch iterates a copy), so none overlaps another; the checks cost ~7% of
    // a round trip.
    @exclusivity(unchecked) var installed: [BoardID: InstalledBoard] = [:]
    /// The board the last activation found installed, so that activating the same id again skips hashing it. Every
    /// change to ``installed`` (install, detach, clear) resets it, so it only ever names an installed board.
    @exclusivity(unchecked) var lastFound: (identifier: BoardID, board: any ActivatableBoard)?
    /// How many installed boards have gateway ids, so activations skip building gateway ids when there are none.
    @exclusivity(unchecked) var installedGatewayCount = 0
    @exclusivity(unchecked) var nextInstallOrder = 0
    @exclusivity(unchecked) var flowEntries: [FlowEntry] = []
    @exclusivity(unchecked) var completionObservers: [BoardID: [(token: ObjectIdentifier, handler: (Bool) -> Void)]] =
        [:]
    @exclusivity(unchecked) var barrierCycles: [BoardID: ActivationBarrierCycle] = [:]
    /// The actor named when the motherboard was created, if any (see ``isolation``).
    private weak var declaredIsolation: (any Actor)?
    /// How boards, IO values and flows refer to this motherboard without keeping it alive or giving it a weak
    /// reference (see ``MotherboardLink``). Capture it, not a weak `self`, in a closure the motherboard keeps.
    public let link = MotherboardLink()

    /// Creates a motherboard with a producer and boards installed up front, on the caller's actor.
    ///
    /// - Parameters:
    ///   - identifier: The motherboard's identity; a random one by default.
    ///   - boardProducer: Builds the boards of ids that are not installed.
    ///   - boards: Boards installed at once, in order; a board whose id is already taken is reported as a diagnostic
    ///     and not installed.
    ///   - isolation: The actor the graph lives on; leave the default, the caller's own isolation.
    public convenience init(
        identifier: BoardID = .random(),
        boardProducer: any ActivatableBoardProducer = BoardProducer(),
        boards: [any ActivatableBoard] = [],
        isolation: isolated (any Actor)? = #isolation
    ) {
        self.init(identifier: identifier, boardProducer: boardProducer, boards: boards, graphIsolation: isolation)
    }

    /// The designated initializer, the one a subclass calls: ``init(identifier:boardProducer:boards:isolation:)``
    /// with the actor named explicitly.
    ///
    /// A subclass forwards its own caller's isolation, with an `isolated` parameter defaulting to `#isolation`:
    ///
    /// ```swift
    /// final class CheckoutMotherboard: Motherboard {
    ///     init(producer: BoardProducer, isolation: isolated (any Actor)? = #isolation) {
    ///         super.init(boardProducer: producer, graphIsolation: isolation)
    ///     }
    /// }
    /// ```
    ///
    /// (The parameter has no `#isolation` default here: Swift 6.3's compiler crashes while emitting the module of
    /// any subclass of a class whose designated initializer has one.)
    public init(
        identifier: BoardID = .random(),
        boardProducer: any ActivatableBoardProducer = BoardProducer(),
        boards: [any ActivatableBoard] = [],
        graphIsolation isolation: isolated (any Actor)?
    ) {
        declaredIsolation = isolation
        self.identifier = identifier
        self.boardProducer = boardProducer
        plainProducer = boardProducer as? BoardProducer
        link.target = self
        for board in boards {
            do {
                try installBoard(board)
            } catch {
                report(.custom(board: identifier, message: "\(error); the later board was not installed"))
            }
        }
    }

    /// Creates a motherboard whose producer is built from registrations, falling back to `externalProducer`.
    ///
    /// Like ``init(identifier:boardProducer:boards:isolation:)``, the graph lives on the caller's actor
    /// (`isolation`, captured with `#isolation`).
    public convenience init(
        identifier: BoardID = .random(),
        externalProducer: (any ActivatableBoardProducer)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        @BoardRegistrationBuilder registrationsBuilder: (BoardProducer) -> [BoardRegistration]
    ) {
        let producer = BoardProducer(externalProducer: externalProducer, registrationsBuilder: registrationsBuilder)
        self.init(identifier: identifier, boardProducer: producer, graphIsolation: isolation)
    }

    deinit {
        link.target = nil
    }

    /// The actor this graph lives on: the one the motherboard was created on, else (for a nested motherboard created
    /// outside any actor) the isolation of the motherboard of the board that owns it; `nil` for a graph that belongs
    /// to one nonisolated task, which can run awaited work but cannot start tasks of its own.
    public var isolation: (any Actor)? {
        declaredIsolation ?? owner?.delegate?.graphIsolation
    }

    /// ``isolation``, for the boards installed here.
    public var graphIsolation: (any Actor)? { isolation }

    // MARK: Installed boards

    /// The installed boards, in installation order.
    public var boards: [any ActivatableBoard] {
        installed.values.sorted { $0.order < $1.order }.map(\.board)
    }

    /// The number of installed boards.
    public var boardCount: Int { installed.count }

    /// The installed board with `identifier`, if any. A pure lookup: it never produces.
    public func board(withIdentifier identifier: BoardID) -> (any ActivatableBoard)? {
        installed[identifier]?.board
    }

    /// Installs a board so it can receive activations and send messages here.
    ///
    /// - Throws: ``BoardyError/duplicateBoardID(_:)`` when another board has the id and `replacingExisting` is
    ///   false. With `replacingExisting: true` the old board is detached (no completion flow runs) and replaced.
    public func installBoard(_ board: any ActivatableBoard, replacingExisting: Bool = false) throws(BoardyError) {
        if let existing = installed[board.identifier] {
            if existing.board === board { return }
            guard replacingExisting else { throw .duplicateBoardID(board.identifier) }
            existing.board.delegate = nil
        } else if board.identifier.isGatewayIdentifier {
            installedGatewayCount += 1
        }
        board.delegate = self
        lastFound = nil
        installed[board.identifier] = InstalledBoard(board: board, order: nextInstallOrder)
        nextInstallOrder += 1
    }

    /// Detaches and returns the board with `identifier`. No completion flow runs; use `complete` for that.
    @discardableResult
    public func removeBoard(withIdentifier identifier: BoardID) -> (any ActivatableBoard)? {
        guard let index = installed.index(forKey: identifier) else { return nil }
        return detachBoard(at: index)
    }

    /// Removes the installed entry at `index` and detaches its board (one hash lookup for the caller, not two).
    @discardableResult
    func detachBoard(at index: Dictionary<BoardID, InstalledBoard>.Index) -> any ActivatableBoard {
        lastFound = nil
        let (identifier, entry) = installed.remove(at: index)
        if identifier.isGatewayIdentifier {
            installedGatewayCount -= 1
        }
        entry.board.delegate = nil
        return entry.board
    }

    /// Detaches every installed board without running completion flows.
    public func clearActiveBoards() {
        let entries = installed.values
        lastFound = nil
        installed.removeAll()
        installedGatewayCount = 0
        for entry in entries {
            entry.board.delegate = nil
        }
    }

    // MARK: Diagnostics

    /// Reports a diagnostic to ``diagnosticHandler``, the owner's motherboard, or the process-wide handler.
    public func report(_ diagnostic: BoardDiagnostic) {
        if let diagnosticHandler {
            diagnosticHandler(diagnostic)
        } else if let owner {
            owner.reportDiagnostic(diagnostic)
        } else {
            BoardDiagnostics.report(diagnostic)
        }
    }

    /// Receives a diagnostic from an installed board.
    public func board(_ board: any IdentifiableBoard, didReport diagnostic: BoardDiagnostic) {
        report(diagnostic)
    }
}

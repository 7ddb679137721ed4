import Boardy

/// The root of the typed service accessors modules publish, so callers write
/// `mainboard.serviceMap.modCatalog.ioList.activation.activate(with: query)`.
///
/// A module's IO target subclasses it and links the subclass from an extension:
///
/// ```swift
/// public final class CatalogServiceMap: ServiceMap {
///     public var ioList: MainboardGenericDestination<CatalogQuery, [CatalogItem], BoardNoCommand, BoardNoAction> {
///         destination(CatalogID.list)
///     }
/// }
/// extension ServiceMap {
///     public var modCatalog: CatalogServiceMap { link() }
/// }
/// ```
///
/// A map holds its mainboard weakly, like the destinations it returns: a stored map never keeps a board graph
/// alive, and a map whose mainboard is gone (or that was made from a board that is not installed) returns
/// destinations that do nothing. Nothing here traps.
@MainActor
open class ServiceMap {
    /// The motherboard the destinations act on; `nil` once released.
    public private(set) weak var mainboard: Motherboard?

    /// Creates a map over `mainboard`.
    public required init(mainboard: Motherboard?) {
        self.mainboard = mainboard
    }

    /// A map of another type over the same mainboard; a subclass accessor is usually just `link()`.
    public func link<Map: ServiceMap>(_ type: Map.Type = Map.self) -> Map {
        Map(mainboard: mainboard)
    }

    /// A typed destination for `identifier` on this map's mainboard; the types come from the module's IO target.
    public func destination<Input, Output, Command, Action: BoardFlowAction>(
        _ identifier: BoardID,
        input: Input.Type = Input.self,
        output: Output.Type = Output.self,
        command: Command.Type = BoardNoCommand.self,
        action: Action.Type = BoardNoAction.self
    ) -> MainboardGenericDestination<Input, Output, Command, Action> {
        MainboardGenericDestination(identifier: identifier, motherboard: mainboard)
    }
}

import Boardy

/// The root of the typed service accessors modules publish, so callers write
/// `mainboard.serviceMap.modCatalog.ioList.activation.activate(with: query)`.
///
/// A module's IO target subclasses it and links the subclass from an extension, as the original's `modX`
/// namespaces do. When the module already has IOInterface accessors on `Motherboard` (`mainboard.ioAddToCart()`),
/// name them with `destination { $0.ioX() }` so both spellings are the ONE destination; otherwise declare the
/// destination by id:
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
/// A map does not keep its mainboard alive, like the destinations it returns: a stored map never keeps a board graph
/// alive, and a map whose mainboard is gone (or that was made from a board that is not installed) returns
/// destinations that do nothing. Nothing here traps.
open class ServiceMap {
    /// The motherboard the destinations act on; `nil` once released.
    public var mainboard: Motherboard? { link?.motherboard }
    /// How ``mainboard`` is reached without keeping it alive (see `MotherboardLink`).
    private let link: MotherboardLink?

    /// Creates a map over `mainboard`.
    public required init(mainboard: Motherboard?) {
        link = mainboard?.link
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

    /// The destination a module's IOInterface accessor gives on this map's mainboard: a name for it, not a copy.
    ///
    /// ```swift
    /// public var ioAddToCart: CartChangeDestination { destination { $0.ioAddToCart() } }
    /// ```
    ///
    /// With the mainboard gone, the accessor is read on a placeholder for its id, and the destination does nothing.
    public func destination<Input, Output, Command, Action: BoardFlowAction>(
        _ accessor: (Motherboard) -> MainboardGenericDestination<Input, Output, Command, Action>
    ) -> MainboardGenericDestination<Input, Output, Command, Action> {
        if let mainboard { return accessor(mainboard) }
        let identifier = accessor(Motherboard(identifier: "boardy.service-map.detached")).identifier
        return MainboardGenericDestination(identifier: identifier, motherboard: nil)
    }
}

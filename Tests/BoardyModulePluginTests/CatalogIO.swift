import Boardy
import BoardyModulePlugin

/// The catalog's public board ids.
///
/// This file is the IO part of the example module: what other modules may know about the catalog (ids, input and
/// output types, typed accessors). In an application it is the `CatalogIO` target.
enum CatalogID {
    /// Lists items matching a query; outputs `[CatalogItem]`.
    static let list: BoardID = "catalog.list"
    /// Shows one item by id; outputs `CatalogItem?`.
    static let detail: BoardID = "catalog.detail"
}

/// The input of the list board.
struct CatalogQuery: Equatable, Sendable, CustomStringConvertible {
    var text: String
    var category: String?

    var description: String { "query(\(text),\(category ?? "-"))" }
}

/// One catalog item.
struct CatalogItem: Equatable, Sendable {
    let id: Int
    let name: String
    let category: String
}

/// The catalog's typed destinations.
final class CatalogServiceMap: ServiceMap {
    /// The list entry point.
    var ioList: MainboardGenericDestination<CatalogQuery, [CatalogItem], BoardNoCommand, BoardNoAction> {
        destination(CatalogID.list)
    }

    /// The detail entry point.
    var ioDetail: MainboardGenericDestination<Int, CatalogItem?, BoardNoCommand, BoardNoAction> {
        destination(CatalogID.detail)
    }
}

extension ServiceMap {
    /// `mainboard.serviceMap.modCatalog.ioList`.
    var modCatalog: CatalogServiceMap { link() }
}

extension Motherboard {
    /// The original IOInterface spelling: `mainboard.ioCatalogList().activation.activate(with: query)`.
    func ioCatalogList() -> MainboardGenericDestination<CatalogQuery, [CatalogItem], BoardNoCommand, BoardNoAction> {
        serviceMap.modCatalog.ioList
    }
}

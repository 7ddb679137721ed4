import Boardy
import BoardyModulePlugin

/// Module-internal ids: registered on the module's own producer, never on the application's.
///
/// This file and `CatalogModulePlugin.swift` are the implementation part of the example module (the `Catalog`
/// target). Only the plugin registers these boards; other modules reach them through `CatalogIO`.
enum CatalogInternalID {
    static let detailLoader: BoardID = "catalog.detail.loader"
}

/// Filters the shared database's items and completes.
final class CatalogListBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = CatalogQuery
    typealias OutputType = [CatalogItem]
    let database: CatalogDatabase?

    init(identifier: BoardID, database: CatalogDatabase?) {
        self.database = database
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput query: CatalogQuery) {
        let items = (database?.items ?? []).filter { item in
            (query.text.isEmpty || item.name.lowercased().contains(query.text.lowercased()))
                && (query.category == nil || item.category == query.category)
        }
        sendOutput(items)
        complete()
    }
}

/// The detail entry point: runs a module-internal loader in its nested motherboard, tracks the view through the
/// application's analytics board (reached through the main producer), then outputs the item.
final class CatalogDetailBoard: ContinuousBoard, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = Int
    typealias OutputType = CatalogItem?
    private var isWired = false

    func activate(withGuaranteedInput id: Int) {
        if !isWired {
            isWired = true
            motherboard.registerFlow(
                matchedIdentifiers: [CatalogInternalID.detailLoader],
                outputType: CatalogItem?.self
            ) { [weak self] item in
                guard let self else { return }
                motherboard.activateBoard(AnalyticsPlugin.track, withOption: "viewed:\(item?.id ?? 0)")
                sendOutput(item)
            }
        }
        motherboard.activateBoard(CatalogInternalID.detailLoader, withOption: id)
    }
}

/// Looks one item up; internal to the module.
final class CatalogDetailLoaderBoard: Board, GuaranteedBoard, GuaranteedOutputSendingBoard {
    typealias InputType = Int
    typealias OutputType = CatalogItem?
    let database: CatalogDatabase?

    init(identifier: BoardID, database: CatalogDatabase?) {
        self.database = database
        super.init(identifier: identifier)
    }

    func activate(withGuaranteedInput id: Int) {
        sendOutput(database?.items.first { $0.id == id })
        complete()
    }
}

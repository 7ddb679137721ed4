import Boardy
import BoardyModulePlugin

/// The example module's plugin: one service per entry point, each registering its board, its internal producer
/// and its deep links.
struct CatalogModulePlugin: ModulePlugin {
    /// The module's entry points.
    enum ServiceType {
        case list
        case detail
    }

    let service: ServiceType

    var identifier: BoardID {
        switch service {
        case .list: CatalogID.list
        case .detail: CatalogID.detail
        }
    }

    func apply(for main: MainComponent) {
        let database = main.options[CatalogDatabaseKey.self]
        switch service {
        case .list:
            main.registerBoard(CatalogID.list) { id in
                database?.logProduction(id)
                return CatalogListBoard(identifier: id, database: database)
            }
            main.registerURLRoutes([
                URLRoute("shop://search?q=") { match in
                    .target(CatalogID.list, CatalogQuery(text: try match.string("q")))
                },
                URLRoute("shop://category/{slug}", name: "category") { match in
                    .target(CatalogID.list, CatalogQuery(text: match["q"] ?? "", category: try match.string("slug")))
                },
            ])
        case .detail:
            // Module-internal boards resolve here first; anything else falls back to the application's producer.
            let moduleProducer = main.makeModuleProducer(registrations: [
                BoardRegistration(CatalogInternalID.detailLoader) { id in
                    database?.logProduction(id)
                    return CatalogDetailLoaderBoard(identifier: id, database: database)
                }
            ])
            main.registerBoard(CatalogID.detail) { id in
                database?.logProduction(id)
                return CatalogDetailBoard(identifier: id, boardProducer: moduleProducer)
            }
            main.registerURLRoute(
                URLRoute("shop://product/{id}") { match in
                    .target(CatalogID.detail, try match.positiveInt("id"))
                })
        }
    }

    /// One plugin per entry point.
    static var bundledPlugins: [any ModulePlugin] {
        [CatalogModulePlugin(service: .list), CatalogModulePlugin(service: .detail)]
    }
}

import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductDataIO
import SQLiteStore

/// ProductData's entry into the application: one plugin per board, each a `BlockTaskBoard` reading the shop
/// database.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: ProductDataModulePlugin.bundledPlugins(database: pool))
///     .initialize()
/// let page = try await launcher.mainboard.ioProductPage().blockActivation.run(ProductQuery(categorySlug: "audio"))
/// ```
///
/// Every board runs its activations concurrently (`executingType: .default`); the executor runs in the board graph's
/// isolation and answers with a `Result` whose failure is a ``ProductDataIO/ProductDataError``.
///
/// Its `BlockTaskBoard`s are resident (`lifetime: .resident`): produced on first use, then kept and reused by every
/// later activation (nothing completes them or observes their completion), so an awaited run goes straight to the
/// board; see docs/adr/0002-resident-task-boards.md.
public struct ProductDataModulePlugin: ModulePlugin {
    /// The entry points ProductData publishes, one board each.
    public enum ServiceType: Sendable, CaseIterable {
        /// ``ProductDataIO/ProductDataID/categories``: every category with its product count.
        case categories
        /// ``ProductDataIO/ProductDataID/productPage``: one sorted page of products.
        case productPage
        /// ``ProductDataIO/ProductDataID/product``: one product by id.
        case product
        /// ``ProductDataIO/ProductDataID/search``: a ranked, paged full-text search.
        case search
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let catalog: ProductCatalog

    /// Creates the plugin of one entry point, reading `database`.
    public init(service: ServiceType, database: DatabasePool) {
        self.service = service
        self.catalog = ProductCatalog(pool: database)
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID {
        switch service {
        case .categories: ProductDataID.categories
        case .productPage: ProductDataID.productPage
        case .product: ProductDataID.product
        case .search: ProductDataID.search
        }
    }

    /// Registers this plugin's board.
    ///
    /// Its executor runs in the board graph's isolation, and so does the read: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the catalog's `async` methods run where they are called, on a pooled
    /// reader connection. An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        let catalog = catalog
        switch service {
        case .categories:
            main.registerBoard(ProductDataID.categories) { identifier in
                BlockTaskBoard<Void, Result<[CategorySummary], ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { _ in try await catalog.categories() }
            }
        case .productPage:
            main.registerBoard(ProductDataID.productPage) { identifier in
                BlockTaskBoard<ProductQuery, Result<ProductPage, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { query in try await catalog.productPage(query) }
            }
        case .product:
            main.registerBoard(ProductDataID.product) { identifier in
                BlockTaskBoard<Int64, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { id in try await catalog.product(id: id) }
            }
        case .search:
            main.registerBoard(ProductDataID.search) { identifier in
                BlockTaskBoard<SearchQuery, Result<ProductPage, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { query in try await catalog.search(query) }
            }
        }
    }

    /// One plugin per entry point, all reading `database`: install them together.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { ProductDataModulePlugin(service: $0, database: database) }
    }
}

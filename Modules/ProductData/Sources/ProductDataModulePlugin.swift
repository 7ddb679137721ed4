import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import PostgresStore
import ProductDataIO
import SQLiteStore

/// ProductData's entry into the application: one plugin per board, each a `BlockTaskBoard` reading (or, for the
/// staff boards, changing) the shop database, on SQLite or on PostgreSQL.
///
/// ```swift
/// let launcher = try PluginLauncher.with()
///     .install(plugins: ProductDataModulePlugin.bundledPlugins(database: pool))   // a DatabasePool or a PostgresDatabase
///     .initialize()
/// let page = try await launcher.mainboard.ioProductPage().blockActivation.run(ProductQuery(categorySlug: "audio"))
/// ```
///
/// Both databases get the same boards, ids, inputs, outputs and errors: the rules are written once
/// (`ProductCatalog`) over a store protocol (`ProductStore`) with a SQLite and a PostgreSQL store. Every board runs
/// its activations concurrently (`executingType: .default`); the executor runs in the board graph's isolation and
/// answers with a `Result` whose failure is a ``ProductDataIO/ProductDataError``.
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
        /// ``ProductDataIO/ProductDataID/createProduct``: creates a product (staff).
        case createProduct
        /// ``ProductDataIO/ProductDataID/editProduct``: changes a product's name, description, price or category.
        case editProduct
        /// ``ProductDataIO/ProductDataID/adjustStock``: restocks or corrects a product's stock with a reason.
        case adjustStock
        /// ``ProductDataIO/ProductDataID/archiveProduct``: archives a product.
        case archiveProduct

        /// The id of the entry point's board.
        var boardID: BoardID {
            switch self {
            case .categories: ProductDataID.categories
            case .productPage: ProductDataID.productPage
            case .product: ProductDataID.product
            case .search: ProductDataID.search
            case .createProduct: ProductDataID.createProduct
            case .editProduct: ProductDataID.editProduct
            case .adjustStock: ProductDataID.adjustStock
            case .archiveProduct: ProductDataID.archiveProduct
            }
        }
    }

    /// The store the boards read, by database.
    private enum Storage: Sendable {
        case sqlite(SQLiteProductStore)
        case postgres(PostgresProductStore)
    }

    /// The entry point this plugin registers.
    public let service: ServiceType
    private let storage: Storage

    /// Creates the plugin of one entry point, reading a SQLite database.
    public init(service: ServiceType, database: DatabasePool) {
        self.service = service
        self.storage = .sqlite(SQLiteProductStore(pool: database))
    }

    /// Creates the plugin of one entry point, reading a PostgreSQL database.
    public init(service: ServiceType, database: PostgresDatabase) {
        self.service = service
        self.storage = .postgres(PostgresProductStore(database: database))
    }

    /// The id of the board this plugin registers.
    public var identifier: BoardID { service.boardID }

    /// Registers this plugin's board over the plugin's store.
    ///
    /// Its executor runs in the board graph's isolation, and so does the read: this target builds with
    /// `NonisolatedNonsendingByDefault`, so the catalog's `async` methods run where they are called, on a pooled
    /// connection. An awaited activation costs no thread hop.
    public func apply(for main: MainComponent) {
        switch storage {
        case let .sqlite(store): register(ProductCatalog(store: store), on: main)
        case let .postgres(store): register(ProductCatalog(store: store), on: main)
        }
    }

    /// Registers the board of ``service`` over `catalog`; specialised for each store, so no call is dynamic.
    private func register<Store: ProductStore>(_ catalog: ProductCatalog<Store>, on main: MainComponent) {
        switch service {
        case .categories:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<Void, Result<[CategorySummary], ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { _ in try await catalog.categories() }
            }
        case .productPage:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<ProductQuery, Result<ProductPage, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { query in try await catalog.productPage(query) }
            }
        case .product:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<Int64, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { id in try await catalog.product(id: id) }
            }
        case .search:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<SearchQuery, Result<ProductPage, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { query in try await catalog.search(query) }
            }
        case .createProduct:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<ProductDraft, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { draft in try await catalog.create(draft) }
            }
        case .editProduct:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<ProductEdit, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { edit in try await catalog.edit(edit) }
            }
        case .adjustStock:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<StockAdjustment, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { adjustment in try await catalog.adjustStock(adjustment) }
            }
        case .archiveProduct:
            main.registerBoard(service.boardID) { identifier in
                BlockTaskBoard<Int64, Result<Product, ProductDataError>>(
                    identifier: identifier, executingType: .default, lifetime: .resident
                ) { id in try await catalog.archive(id: id) }
            }
        }
    }

    /// One plugin per entry point, all reading the SQLite `database`: install them together.
    public static func bundledPlugins(database: DatabasePool) -> [any ModulePlugin] {
        ServiceType.allCases.map { ProductDataModulePlugin(service: $0, database: database) }
    }

    /// One plugin per entry point, all reading the PostgreSQL `database`: install them together.
    public static func bundledPlugins(database: PostgresDatabase) -> [any ModulePlugin] {
        ServiceType.allCases.map { ProductDataModulePlugin(service: $0, database: database) }
    }
}

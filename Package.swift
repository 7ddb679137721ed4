// swift-tools-version:6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode comes from the manifest; `ExistentialAny` makes every
/// existential explicit.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Boardy",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Boardy", targets: ["Boardy"]),
        .library(name: "BoardyComponentKit", targets: ["BoardyComponentKit"]),
        .library(name: "BoardyModulePlugin", targets: ["BoardyModulePlugin"]),
        .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
        .library(name: "ShopApp", targets: ["ShopApp"]),
        .executable(name: "shop-cli", targets: ["shop-cli"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    ],
    targets: [
        // MARK: Boardy framework (depends on the toolchain only)
        .target(name: "Boardy", swiftSettings: strictSettings),
        .target(name: "BoardyComponentKit", dependencies: ["Boardy"], swiftSettings: strictSettings),
        .target(
            name: "BoardyModulePlugin",
            dependencies: ["Boardy", "BoardyComponentKit"],
            swiftSettings: strictSettings
        ),

        // MARK: The typed cause of a database failure, shared by the IO targets and the SQLite layer
        .target(name: "DataFailure", swiftSettings: strictSettings),

        // MARK: SQLite layer
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(
            name: "SQLiteStore",
            dependencies: ["CSQLite", "DataFailure", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),

        // MARK: Shop schema (the SQL files in Migrations/, embedded in the binary)
        // Each .sql file is compiled into the binary as bytes (`PackageResources`); adding a migration means
        // adding its file here and to Migrations/ShopMigrations.swift (a test checks both).
        .target(
            name: "ShopMigrations",
            dependencies: ["SQLiteStore"],
            path: "Migrations",
            resources: [
                .embedInCode("0001_create_category.sql"),
                .embedInCode("0002_create_product.sql"),
                .embedInCode("0003_create_product_search.sql"),
                .embedInCode("0004_create_user.sql"),
                .embedInCode("0005_create_session.sql"),
                .embedInCode("0006_create_cart_item.sql"),
                .embedInCode("0007_create_customer_order.sql"),
                .embedInCode("0008_create_order_line.sql"),
                .embedInCode("0009_widen_product_search_prefixes.sql"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Data modules: an interface (IO) target and an implementation target each
        .target(
            name: "ProductDataIO",
            dependencies: ["Boardy", "BoardyComponentKit", "BoardyModulePlugin", "DataFailure"],
            path: "Modules/ProductData/IO",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ProductData",
            dependencies: ["ProductDataIO", "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "SQLiteStore"],
            path: "Modules/ProductData/Sources",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AuthDataIO",
            dependencies: ["Boardy", "BoardyComponentKit", "BoardyModulePlugin", "DataFailure"],
            path: "Modules/AuthData/IO",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AuthData",
            dependencies: [
                "AuthDataIO", "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "SQLiteStore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            path: "Modules/AuthData/Sources",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CartDataIO",
            dependencies: [
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "AuthDataIO", "ProductDataIO", "DataFailure",
            ],
            path: "Modules/CartData/IO",
            swiftSettings: strictSettings
        ),
        .target(
            name: "CartData",
            dependencies: [
                "CartDataIO", "AuthDataIO", "ProductDataIO",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "SQLiteStore",
            ],
            path: "Modules/CartData/Sources",
            swiftSettings: strictSettings
        ),
        .target(
            name: "OrderServiceIO",
            dependencies: [
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "AuthDataIO", "ProductDataIO", "DataFailure",
            ],
            path: "Modules/OrderService/IO",
            swiftSettings: strictSettings
        ),
        .target(
            name: "OrderService",
            dependencies: [
                "OrderServiceIO", "CartDataIO", "AuthDataIO", "ProductDataIO",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "SQLiteStore",
            ],
            path: "Modules/OrderService/Sources",
            swiftSettings: strictSettings
        ),

        // MARK: Composition root, REPL and the thin executable
        .target(
            name: "ShopApp",
            dependencies: [
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "DataFailure", "SQLiteStore", "ShopMigrations",
                "ProductDataIO", "ProductData", "AuthDataIO", "AuthData",
                "CartDataIO", "CartData", "OrderServiceIO", "OrderService",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "ShopJSON", swiftSettings: strictSettings),
        .target(name: "ShopTerminal", dependencies: ["ShopJSON"], swiftSettings: strictSettings),
        .target(
            name: "ShopOperations",
            dependencies: [
                "ShopJSON", "Boardy", "BoardyComponentKit", "BoardyModulePlugin", "DataFailure",
                "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShopCLI",
            dependencies: [
                "ShopApp", "ShopTerminal", "ShopJSON", "ShopOperations", "Boardy", "BoardyComponentKit",
                "BoardyModulePlugin", "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO", "SQLiteStore", "ShopMigrations",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "shop-cli",
            dependencies: ["ShopCLI"],
            swiftSettings: strictSettings
        ),

        // MARK: Tests
        .target(
            name: "ShopTestSupport",
            dependencies: ["SQLiteStore", "ShopMigrations"],
            path: "Tests/ShopTestSupport",
            swiftSettings: strictSettings
        ),
        // A crash-simulating SQLite VFS (power cuts, injected I/O errors) for the durability tests.
        .target(name: "CrashVFS", dependencies: ["CSQLite"], path: "Tests/CrashVFS"),
        .testTarget(
            name: "DurabilityTests",
            dependencies: [
                "CrashVFS", "DataFailure", "SQLiteStore", "ShopMigrations", "ShopApp", "OrderService", "OrderServiceIO",
                "CartData", "CartDataIO", "Boardy", "BoardyComponentKit", "BoardyModulePlugin",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "BoardyTests", dependencies: ["Boardy"], swiftSettings: strictSettings),
        .testTarget(
            name: "BoardyComponentKitTests",
            dependencies: ["Boardy", "BoardyComponentKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BoardyModulePluginTests",
            dependencies: ["Boardy", "BoardyComponentKit", "BoardyModulePlugin"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ProductDataTests",
            dependencies: [
                "ProductData", "ProductDataIO", "ShopTestSupport", "SQLiteStore",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AuthDataTests",
            dependencies: [
                "AuthData", "AuthDataIO", "ShopTestSupport", "SQLiteStore",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CartDataTests",
            dependencies: [
                "CartData", "CartDataIO", "ProductDataIO", "AuthDataIO", "ShopTestSupport", "SQLiteStore",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OrderServiceTests",
            dependencies: [
                "OrderService", "OrderServiceIO", "CartData", "CartDataIO", "ProductDataIO", "AuthDataIO", "ShopTestSupport", "SQLiteStore",
                "Boardy", "BoardyComponentKit", "BoardyModulePlugin",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ShopAppTests",
            dependencies: [
                "ShopApp", "ShopTestSupport", "SQLiteStore", "Boardy", "BoardyModulePlugin",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "ShopTerminalTests", dependencies: ["ShopTerminal"], swiftSettings: strictSettings),
        .testTarget(
            name: "ShopCLITests",
            dependencies: [
                "ShopCLI", "ShopApp", "ShopTerminal", "ShopJSON", "ShopOperations", "shop-cli", "SQLiteStore",
                "DataFailure", "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SQLiteStoreTests",
            dependencies: ["DataFailure", "SQLiteStore", "ShopMigrations"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["ShopApp", "ShopTestSupport", "SQLiteStore", "shop-cli", "AuthData", "AuthDataIO"],
            swiftSettings: strictSettings
        ),
    ]
)

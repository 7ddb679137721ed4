// swift-tools-version:6.1
import PackageDescription

/// The Boardy framework targets an IO target builds on (boards, IOInterface destinations, block tasks, service
/// maps).
let boardyIO: [Target.Dependency] = ["Boardy", "BoardyComponentKit", "BoardyModulePlugin"]
/// The Boardy framework targets an implementation target builds on (the same; its module plugin included).
let boardy: [Target.Dependency] = boardyIO

let package = Package(
    name: "Boardy",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Boardy", targets: ["Boardy"]),
        .library(name: "BoardyComponentKit", targets: ["BoardyComponentKit"]),
        .library(name: "BoardyModulePlugin", targets: ["BoardyModulePlugin"]),
        .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
        .library(name: "PostgresStore", targets: ["PostgresStore"]),
        .library(name: "ShopSeeding", targets: ["ShopSeeding"]),
        .library(name: "ShopApp", targets: ["ShopApp"]),
        // The PostgreSQL data modules, migrations and seeder, for `Benchmarks/` (issue 24's PostgreSQL data rows).
        .library(
            name: "ShopPostgresModules",
            targets: [
                "ShopPostgresMigrations", "ShopPostgresSeeding", "ProductData", "AuthData",
                "CartData", "OrderService",
            ]),
        .executable(name: "shop-cli", targets: ["shop-cli"]),
        .executable(name: "shop-server", targets: ["shop-server"]),
        .plugin(name: "BoardyPlugin", targets: ["BoardyPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // MARK: Boardy framework (depends on the toolchain only)
        .target(name: "Boardy"),
        .target(name: "BoardyComponentKit", dependencies: ["Boardy"]),
        .target(name: "BoardyModulePlugin", dependencies: ["Boardy"]),

        // MARK: Scaffolding: `swift package boardy new-module|new-board …` (toolchain only)
        .target(name: "BoardyScaffold"),
        .executableTarget(name: "boardy-scaffold", dependencies: ["BoardyScaffold"]),
        .plugin(
            name: "BoardyPlugin",
            capability: .command(
                intent: .custom(
                    verb: "boardy",
                    description: "Creates a module (new-module) or a board (new-board) from Boardy's templates"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the new module's or board's files and edits Package.swift")
                ]
            ),
            dependencies: ["boardy-scaffold"]
        ),

        // MARK: The typed cause of a database failure, shared by the IO targets and the SQLite layer
        .target(name: "DataFailure"),

        // MARK: SQLite layer
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "SQLiteStore",
            dependencies: ["CSQLite", "DataFailure", .product(name: "Crypto", package: "swift-crypto")]),

        // MARK: PostgreSQL layer (a server database for shops that run several processes)
        .target(
            name: "PostgresStore",
            dependencies: [
                "DataFailure",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // The error type PostgresClient's pool throws (pool shut down, server unreachable); mapped, not used.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // MARK: Shop schema (the SQL files in Migrations/, embedded in the binary)
        // Each .sql file is compiled into the binary as bytes (`PackageResources`); adding a migration means
        // adding its file here and to Migrations/ShopMigrations.swift (a test checks both).
        .target(
            name: "ShopMigrations",
            dependencies: ["SQLiteStore"],
            path: "Migrations",
            exclude: ["Postgres"],
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
                .embedInCode("0010_create_login_failure.sql"),
            ]
        ),

        // MARK: Shop schema on PostgreSQL (Migrations/Postgres, its own numbered set, embedded the same way)
        .target(
            name: "ShopPostgresMigrations",
            dependencies: ["PostgresStore"],
            path: "Migrations/Postgres",
            resources: [
                .embedInCode("0001_create_category.sql"),
                .embedInCode("0002_create_product.sql"),
                .embedInCode("0003_create_product_search.sql"),
                .embedInCode("0004_create_shop_user.sql"),
                .embedInCode("0005_create_session.sql"),
                .embedInCode("0006_create_cart_item.sql"),
                .embedInCode("0007_create_customer_order.sql"),
                .embedInCode("0008_create_order_line.sql"),
                .embedInCode("0009_create_login_failure.sql"),
            ]
        ),

        // MARK: Data modules: an interface (IO) target and an implementation target each.
        // The module rule (Scripts/check-module-rule.sh): an implementation sees IO targets only; only ShopApp
        // sees implementations.
        .target(name: "ProductDataIO", dependencies: boardyIO + ["DataFailure"], path: "Modules/ProductData/IO"),
        .target(
            name: "ProductData",
            dependencies: boardy + [
                "ProductDataIO", "DataFailure", "SQLiteStore", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Modules/ProductData/Sources"
        ),
        .target(name: "AuthDataIO", dependencies: boardyIO + ["DataFailure"], path: "Modules/AuthData/IO"),
        .target(
            name: "AuthData",
            dependencies: boardy + [
                "AuthDataIO", "DataFailure", "SQLiteStore", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            path: "Modules/AuthData/Sources"
        ),
        .target(name: "CartDataIO", dependencies: boardyIO + ["DataFailure"], path: "Modules/CartData/IO"),
        .target(
            name: "CartData",
            dependencies: boardy + [
                "CartDataIO", "DataFailure", "SQLiteStore", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Modules/CartData/Sources"
        ),
        .target(name: "OrderServiceIO", dependencies: boardyIO + ["DataFailure"], path: "Modules/OrderService/IO"),
        .target(
            name: "OrderService",
            dependencies: boardy + [
                "OrderServiceIO", "DataFailure", "SQLiteStore", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Modules/OrderService/Sources"
        ),

        // MARK: Seeding (deterministic demo and benchmark catalogs), composition root, REPL and the thin executable
        .target(name: "ShopSeeding", dependencies: ["DataFailure", "SQLiteStore"]),
        .target(
            name: "ShopPostgresSeeding",
            dependencies: [
                "DataFailure", "PostgresStore", "ShopSeeding",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .target(
            name: "ShopApp",
            dependencies: boardy + [
                "DataFailure", "SQLiteStore", "ShopMigrations", "ShopSeeding",
                "PostgresStore", "ShopPostgresMigrations", "ShopPostgresSeeding",
                "ProductDataIO", "ProductData", "AuthDataIO", "AuthData",
                "CartDataIO", "CartData", "OrderServiceIO", "OrderService",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .target(name: "ShopJSON"),
        .target(name: "ShopTerminal", dependencies: ["ShopJSON"]),
        .target(
            name: "ShopOperations",
            dependencies: boardy + [
                "DataFailure", "ShopJSON", "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO",
            ]
        ),
        .target(
            name: "ShopCLI",
            dependencies: boardy + [
                "ShopApp", "ShopSeeding", "ShopTerminal", "ShopJSON", "ShopOperations",
                "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "shop-cli",
            dependencies: ["ShopCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: HTTP front: the JSON API over the same operations (library) and its thin executable
        .target(
            name: "ShopServer",
            dependencies: boardy + [
                "ShopApp", "ShopJSON", "ShopOperations", "DataFailure",
                "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.embedInCode("Resources/openapi.json")]
        ),
        .executableTarget(
            name: "shop-server",
            dependencies: [
                "ShopServer", "ShopApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // MARK: Tests
        .target(
            name: "ShopTestSupport",
            dependencies: ["SQLiteStore", "ShopMigrations"],
            path: "Tests/ShopTestSupport"
        ),
        // A crash-simulating SQLite VFS (power cuts, injected I/O errors) for the durability tests.
        .target(name: "CrashVFS", dependencies: ["CSQLite"], path: "Tests/CrashVFS"),
        .testTarget(
            name: "DurabilityTests",
            dependencies: boardy + [
                "CrashVFS", "DataFailure", "SQLiteStore", "ShopMigrations", "ShopApp", "OrderService", "OrderServiceIO",
                "CartData",
                "CartDataIO", "ShopTestSupport",
            ]
        ),
        .testTarget(name: "BoardyTests", dependencies: ["Boardy"]),
        .testTarget(
            name: "BoardyComponentKitTests", dependencies: ["Boardy", "BoardyComponentKit", "ShopTestSupport"]),
        .testTarget(name: "BoardyModulePluginTests", dependencies: ["Boardy", "BoardyModulePlugin"]),
        .testTarget(
            name: "ProductDataTests",
            dependencies: boardy + [
                "ProductData", "ProductDataIO", "ShopTestSupport", "SQLiteStore",
            ]
        ),
        .testTarget(
            name: "AuthDataTests",
            dependencies: boardy + ["AuthData", "AuthDataIO", "ShopTestSupport", "SQLiteStore"]
        ),
        .testTarget(
            name: "CartDataTests",
            dependencies: boardy + ["CartData", "CartDataIO", "DataFailure", "ShopTestSupport", "SQLiteStore"]
        ),
        .testTarget(
            name: "OrderServiceTests",
            dependencies: boardy + [
                "OrderService", "OrderServiceIO", "CartData", "CartDataIO", "DataFailure", "ShopTestSupport",
                "SQLiteStore",
            ]
        ),
        .testTarget(
            name: "ShopAppTests",
            dependencies: [
                "DataFailure", "ShopApp", "ShopSeeding", "AuthData", "ShopTestSupport", "SQLiteStore", "Boardy",
                "BoardyModulePlugin", "DataContractSupport", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "ShopTerminalTests", dependencies: ["ShopTerminal", "ShopSeeding"]),
        .testTarget(
            name: "ShopCLITests",
            dependencies: [
                "ShopCLI", "ShopApp", "ShopTerminal", "ShopJSON", "ShopOperations", "shop-cli", "SQLiteStore",
                "DataFailure", "ProductDataIO", "AuthDataIO", "CartDataIO", "OrderServiceIO", "Boardy",
                "BoardyComponentKit", "BoardyModulePlugin", "DataContractSupport", "PostgresStore", "ShopTestSupport",
            ]
        ),
        .testTarget(
            name: "ShopServerTests",
            dependencies: [
                "ShopServer", "ShopApp", "ShopJSON", "ShopOperations", "ShopTestSupport", "SQLiteStore",
                "DataContractSupport", "PostgresStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SQLiteStoreTests", dependencies: ["CSQLite", "DataFailure", "SQLiteStore", "ShopMigrations"]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "ShopApp", "ShopTestSupport", "ShopSeeding", "SQLiteStore", "shop-cli", "AuthData", "AuthDataIO",
            ]
        ),
        .testTarget(name: "BoardyScaffoldTests", dependencies: ["BoardyScaffold"]),
        .testTarget(
            name: "PostgresStoreTests",
            dependencies: [
                "DataFailure", "PostgresStore", "ShopPostgresMigrations", "DataContractSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "ShopPostgresSeedingTests",
            dependencies: [
                "DataContractSupport", "PostgresStore", "SQLiteStore", "ShopPostgresSeeding", "ShopSeeding",
                "ShopTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // The backend-neutral harness of the data modules' contract tests: a fresh SQLite file or a fresh PostgreSQL
        // database, migrated and seeded identically (Tests/DataContractSupport).
        .target(
            name: "DataContractSupport",
            dependencies: [
                "SQLiteStore", "ShopMigrations", "PostgresStore", "ShopPostgresMigrations", "ShopTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/DataContractSupport"
        ),
        .testTarget(
            name: "ProductDataContractTests",
            dependencies: boardy + [
                "DataContractSupport", "DataFailure", "PostgresStore", "ProductData", "ProductDataIO",
                "ShopTestSupport",
            ]
        ),
        .testTarget(
            name: "AuthDataContractTests",
            dependencies: boardy + [
                "DataContractSupport", "AuthData", "AuthDataIO", "DataFailure", "PostgresStore",
                "ShopTestSupport",
            ]
        ),
        .testTarget(
            name: "OrderServiceContractTests",
            dependencies: boardy + [
                "DataContractSupport", "CartData", "CartDataIO", "OrderService", "OrderServiceIO",
                "DataFailure", "PostgresStore", "ShopTestSupport",
            ]
        ),
        .testTarget(
            name: "CartDataContractTests",
            dependencies: boardy + [
                "DataContractSupport", "DataFailure", "CartData", "CartDataIO", "PostgresStore",
                "ShopTestSupport",
            ]
        ),

        // MARK: Modules made by `swift package boardy new-module`: each goes above the anchor line, which must stay last
        // boardy:scaffold-targets
    ]
)

/// The real-binary tests of shop-server (`Tests/ShopServerTests/ServerBinary…`, `ConcurrentBuyers…`) start the built
/// `shop-server` and talk to it over loopback HTTP with async-http-client, a dependency of that test target only.
package.dependencies += [
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0")
]
for target in package.targets where target.name == "ShopServerTests" {
    target.dependencies += [
        "shop-server",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
    ]
}

/// Settings shared by every Swift target (Swift 6 language mode comes from the tools version):
/// `ExistentialAny` makes every existential explicit; `MemberImportVisibility` makes a file import every module
/// whose members it uses, so a dependency cannot leak in transitively.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
for target in package.targets where target.type != .system && target.type != .plugin && target.name != "CrashVFS" {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}

/// The data modules' implementations run their SQL in the board graph's isolation: with
/// `NonisolatedNonsendingByDefault`, their plain `async` functions run in the caller's isolation too (a hop only where
/// a function says `@concurrent`, as AuthData's password hashing does). See docs/adr/0001-boards-on-any-actor.md.
let dataModuleImplementations: Set<String> = [
    "ProductData", "AuthData", "CartData", "OrderService",
]
for target in package.targets where dataModuleImplementations.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}

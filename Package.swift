// swift-tools-version:6.1
import PackageDescription

// The package reads as its architecture, bottom up: the Boardy framework (toolchain only), the storage layers, the
// data modules (declared once, below), the composition root, and the two fronts with their thin executables.
// Scripts/check-module-rule.sh checks the rules between them (docs/framework-guide.md, "The module rule").

/// A product of one of the package's dependencies.
func external(_ name: String, _ package: String) -> Target.Dependency {
    .product(name: name, package: package)
}

let argumentParser = external("ArgumentParser", "swift-argument-parser")
let logging = external("Logging", "swift-log")
let crypto = external("Crypto", "swift-crypto")
let hummingbird = external("Hummingbird", "hummingbird")
let httpTypes = external("HTTPTypes", "swift-http-types")
let nioCore = external("NIOCore", "swift-nio")
let postgresNIO = external("PostgresNIO", "postgres-nio")
let serviceLifecycle = external("ServiceLifecycle", "swift-service-lifecycle")
let tracing = external("Tracing", "swift-distributed-tracing")

/// The Boardy targets a data module builds on: boards, IOInterface destinations, block tasks, module plugins.
let boardy: [Target.Dependency] = ["Boardy", "BoardyComponentKit", "BoardyModulePlugin"]
/// The Boardy targets an IO target builds on (the same; `swift package boardy new-module` writes both names).
let boardyIO = boardy

/// A data module: its interface target `<name>IO` (Modules/<name>/IO), its one implementation `<name>`
/// (Modules/<name>/Sources: the plugin, the rules and a SQLite and a PostgreSQL store, docs/adr/0003) and its tests
/// `<name>Tests` (Tests/<name>Tests: the contract suites run on both databases).
struct DataModule {
    /// The module's name.
    let name: String
    /// What the implementation needs beyond Boardy, its IO target and the storage layers.
    var implementation: [Target.Dependency] = []
    /// What the tests need beyond the module and the test support.
    var tests: [Target.Dependency] = []
}

/// The data modules, declared once; the targets below are derived from this list.
let dataModules = [
    DataModule(name: "ProductData", tests: ["DataFailure", "PostgresStore", "ShopMigrations", "ShopSeeding"]),
    DataModule(
        name: "AuthData", implementation: ["DataFailure", crypto, external("CryptoExtras", "swift-crypto")],
        tests: ["DataFailure", "PostgresStore"]),
    DataModule(name: "CartData", implementation: ["DataFailure"], tests: ["DataFailure", "PostgresStore"]),
    DataModule(
        name: "OrderService", implementation: ["DataFailure"],
        tests: ["DataFailure", "PostgresStore", "CartData", "CartDataIO", "ProductData", "ProductDataIO"]),
]

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
        // The data modules, the schema and the seeders, for the benchmarks (`Benchmarks/`).
        .library(name: "ShopDataModules", targets: ["ShopMigrations", "ShopSeeding"] + dataModules.map(\.name)),
        .executable(name: "shop-cli", targets: ["shop-cli"]),
        .executable(name: "shop-server", targets: ["shop-server"]),
        .plugin(name: "BoardyPlugin", targets: ["BoardyPlugin"]),
    ],
    // Opt-in: `swift build --traits OTLP`. The default build neither compiles nor links swift-otel.
    traits: [
        .trait(
            name: "OTLP",
            description: "shop-server exports its traces to an OpenTelemetry collector over OTLP/HTTP (swift-otel); "
                + "about 7 more minutes for a first build.")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // NIOHTTPTypes: the HTTP parts of Hummingbird's channel pipeline (ShopServer's ParserErrorResponder).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
        // Spans from HTTP request to SQL (Hummingbird already depends on it; InMemoryTracing serves the tests).
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // Only with the OTLP trait, and only its OTLP/HTTP exporter (no gRPC).
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        // The real-binary tests of shop-server talk to it over loopback HTTP.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
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
                ]),
            dependencies: ["boardy-scaffold"]),

        // MARK: Storage: the typed cause of a database failure (toolchain only), SQLite, PostgreSQL, the schema
        .target(name: "DataFailure"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "SQLiteStore", dependencies: ["CSQLite", "DataFailure", crypto]),
        .target(
            name: "PostgresStore",
            dependencies: [
                "DataFailure", postgresNIO, logging, crypto,
                // The error type PostgresClient's pool throws (pool shut down, server unreachable); mapped, not used.
                external("_ConnectionPoolModule", "postgres-nio"),
            ]),
        // Every Migrations/SQLite and Migrations/Postgres file is found and compiled in by the EmbedMigrations plugin.
        .target(
            name: "ShopMigrations", dependencies: ["SQLiteStore", "PostgresStore"], path: "Migrations",
            exclude: ["SQLite", "Postgres"], plugins: ["EmbedMigrations"]),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["embed-migrations"]),
        .executableTarget(name: "embed-migrations", path: "Plugins/EmbedMigrationsTool"),

        // MARK: The composition root, seeding, and the operations every front offers
        .target(
            name: "ShopSeeding",
            dependencies: [
                "DataFailure", "SQLiteStore", "PostgresStore", "ProductDataIO", logging, nioCore, postgresNIO,
            ]),
        .target(
            name: "ShopApp",
            dependencies: ["Boardy", "BoardyModulePlugin"] + [
                "DataFailure", "SQLiteStore", "PostgresStore", "ShopMigrations", "ShopSeeding", "ShopTracing", logging,
                external("Configuration", "swift-configuration"),
            ] + dataModules.map { .target(name: $0.name) }),
        .target(name: "ShopJSON"),
        // Spans: the shop's tracer and JSON-lines exporter, the REPL's span tree, the bridges from Boardy's hooks.
        .target(name: "ShopTracing", dependencies: ["Boardy", "ShopJSON", tracing]),
        .target(name: "ShopTerminal", dependencies: ["ShopJSON"]),
        .target(
            name: "ShopOperations",
            dependencies: boardy + ["DataFailure", "ShopJSON", "ShopTracing"]
                + dataModules.map { .target(name: "\($0.name)IO") }),

        // MARK: Fronts: the REPL and the HTTP API (libraries) and their thin executables
        .target(
            name: "ShopCLI",
            dependencies: boardy + [
                "ShopApp", "ShopSeeding", "ShopTerminal", "ShopJSON", "ShopOperations", "ShopTracing",
            ]
                + dataModules.map { .target(name: "\($0.name)IO") } + [argumentParser, logging]),
        .executableTarget(name: "shop-cli", dependencies: ["ShopCLI", argumentParser]),
        .target(
            name: "ShopServer",
            dependencies: boardy + [
                "ShopApp", "ShopJSON", "ShopOperations", "DataFailure", "AuthDataIO", "ShopTracing",
            ] + [
                hummingbird, httpTypes, tracing, logging, nioCore, external("NIOHTTP1", "swift-nio"),
                external("NIOHTTPTypes", "swift-nio-extras"),
                external("Prometheus", "swift-prometheus"), serviceLifecycle,
                external("UnixSignals", "swift-service-lifecycle"),
            ],
            resources: [.embedInCode("Resources/openapi.json")]),
        .executableTarget(
            name: "shop-server",
            dependencies: [
                "ShopServer", "ShopApp", "ShopTracing", argumentParser, hummingbird, logging, serviceLifecycle, nioCore,
                .product(name: "OTel", package: "swift-otel", condition: .when(traits: ["OTLP"])),
            ]),

        // MARK: Tests and their support (a fresh SQLite file or PostgreSQL database; a crash-simulating VFS)
        .target(
            name: "ShopTestSupport", dependencies: ["SQLiteStore", "PostgresStore", "ShopMigrations", postgresNIO],
            path: "Tests/ShopTestSupport"),
        .target(name: "CrashVFS", dependencies: ["CSQLite"], path: "Tests/CrashVFS"),
        .testTarget(name: "BoardyTests", dependencies: ["Boardy"]),
        .testTarget(
            name: "BoardyComponentKitTests", dependencies: ["Boardy", "BoardyComponentKit", "ShopTestSupport"]),
        .testTarget(name: "BoardyModulePluginTests", dependencies: ["Boardy", "BoardyModulePlugin"]),
        .testTarget(name: "BoardyScaffoldTests", dependencies: ["BoardyScaffold"]),
        .testTarget(
            name: "SQLiteStoreTests", dependencies: ["CSQLite", "DataFailure", "SQLiteStore", "ShopMigrations"]),
        .testTarget(
            name: "PostgresStoreTests",
            dependencies: ["DataFailure", "PostgresStore", "ShopMigrations", "ShopTestSupport", postgresNIO]),
        .testTarget(
            name: "ShopSeedingTests",
            dependencies: ["PostgresStore", "SQLiteStore", "ShopSeeding", "ShopTestSupport", nioCore, postgresNIO]),
        .testTarget(
            name: "DurabilityTests",
            dependencies: boardy + [
                "CrashVFS", "DataFailure", "SQLiteStore", "ShopMigrations", "ShopApp", "OrderService",
                "OrderServiceIO", "CartData", "CartDataIO", "ShopTestSupport",
            ]),
        .testTarget(
            name: "ShopAppTests",
            dependencies: [
                "Boardy", "BoardyModulePlugin", "DataFailure", "ShopApp", "ShopSeeding", "AuthData", "ShopTestSupport",
                "SQLiteStore", "PostgresStore", postgresNIO, logging,
            ]),
        .testTarget(name: "ShopTerminalTests", dependencies: ["ShopTerminal", "ShopSeeding"]),
        .testTarget(name: "ShopTracingTests", dependencies: ["ShopTracing", tracing]),
        .testTarget(
            name: "ShopCLITests",
            dependencies: boardy + [
                "ShopCLI", "ShopApp", "ShopTerminal", "ShopJSON", "ShopOperations", "shop-cli", "SQLiteStore",
                "DataFailure", "PostgresStore", "ShopTestSupport",
            ] + dataModules.map { .target(name: "\($0.name)IO") }),
        .testTarget(
            name: "ShopServerTests",
            dependencies: [
                "ShopServer", "ShopApp", "ShopOperations", "ShopTestSupport", "SQLiteStore", "AuthData", "AuthDataIO",
                "BoardyComponentKit", "BoardyModulePlugin", "ShopJSON",
                "PostgresStore", "shop-server", postgresNIO, hummingbird, httpTypes,
                external("HummingbirdTesting", "hummingbird"), logging, nioCore, external("NIOHTTP1", "swift-nio"),
                external("AsyncHTTPClient", "async-http-client"), "ShopTracing", tracing,
                external("InMemoryTracing", "swift-distributed-tracing"),
            ]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["ShopTestSupport", "ShopSeeding", "SQLiteStore", "shop-cli", "AuthData", "AuthDataIO"]),

        // MARK: Modules made by `swift package boardy new-module`: each goes above the anchor line, which must stay last
        // boardy:scaffold-targets
    ]
)

// MARK: The data modules' targets, derived from `dataModules`
for module in dataModules {
    let io = "\(module.name)IO"
    package.targets += [
        .target(name: io, dependencies: boardyIO + ["DataFailure"], path: "Modules/\(module.name)/IO"),
        .target(
            name: module.name,
            dependencies: boardy + [.target(name: io), "SQLiteStore", "PostgresStore", postgresNIO]
                + module.implementation,
            path: "Modules/\(module.name)/Sources",
            // Plain `async` functions run in the caller's isolation: the board graph's (docs/adr/0001).
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .testTarget(
            name: "\(module.name)Tests",
            dependencies: boardy + [.target(name: module.name), .target(name: io), "SQLiteStore", "ShopTestSupport"]
                + module.tests),
    ]
}

/// Settings shared by every Swift target (Swift 6 language mode comes from the tools version): `ExistentialAny` makes
/// every existential explicit; `MemberImportVisibility` makes a file import every module whose members it uses, so a
/// dependency cannot leak in transitively.
for target in package.targets where ![.system, .plugin].contains(target.type) && target.name != "CrashVFS" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
        ]
}

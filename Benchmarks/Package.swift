// swift-tools-version:6.1
import PackageDescription

// Benchmarks for Boardy and the shop backend (issue 7). A separate package, so the root's `swift build` and
// `swift test` never build the benchmark harness. Run everything with `Scripts/bench.sh` from the repository root,
// or `swift package --disable-sandbox benchmark` from this directory. The PostgreSQL data rows (issue 24,
// `PostgresBenchmarks`) need a server: `Scripts/bench-postgres.sh` starts one and sets $BOARDY_BENCH_DATABASE_URL;
// without it they skip with a one-line message.

/// Settings shared by every target (Swift 6 language mode comes from the tools version).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

/// The root package's products the benchmarks use.
let shopProducts: [Target.Dependency] = [
    .product(name: "Boardy", package: "Boardy"),
    .product(name: "BoardyComponentKit", package: "Boardy"),
    .product(name: "BoardyModulePlugin", package: "Boardy"),
    .product(name: "SQLiteStore", package: "Boardy"),
    .product(name: "ShopApp", package: "Boardy"),
    .product(name: "ShopSeeding", package: "Boardy"),
]

/// The PostgreSQL side of the shop (issue 24): the data modules, migrations and seeder, on the root's PostgresStore.
let postgresProducts: [Target.Dependency] = [
    .product(name: "PostgresStore", package: "Boardy"),
    .product(name: "ShopDataModules", package: "Boardy"),
    .product(name: "PostgresNIO", package: "postgres-nio"),
]

/// The framework products the board benchmarks use.
let boardProducts: [Target.Dependency] = [
    .product(name: "Boardy", package: "Boardy"),
    .product(name: "BoardyComponentKit", package: "Boardy"),
]

/// A benchmark executable: sources in `Benchmarks/<name>/`, boilerplate from the benchmark plugin.
func benchmarkTarget(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
        path: "Benchmarks/\(name)",
        swiftSettings: strictSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "BoardyBenchmarks",
    // macOS 15: `TaskExecutor` (BenchSupport's DedicatedThreadsExecutor, for the 4-task rows).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Boardy", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "CBenchShims"),
        .target(
            name: "BenchSupport",
            dependencies: ["CBenchShims", .product(name: "Benchmark", package: "benchmark")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShopBenchSupport",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")] + shopProducts,
            swiftSettings: strictSettings
        ),
        .target(
            name: "PostgresBenchSupport",
            dependencies: ["BenchSupport", "ShopBenchSupport", .product(name: "Benchmark", package: "benchmark")]
                + shopProducts + postgresProducts,
            swiftSettings: strictSettings
        ),
        .target(
            name: "BoardScenarios",
            dependencies: ["BenchSupport", .product(name: "Benchmark", package: "benchmark")] + boardProducts,
            swiftSettings: strictSettings
        ),
        benchmarkTarget("BoardBenchmarks", dependencies: ["BenchSupport", "BoardScenarios"]),
        benchmarkTarget("DataBenchmarks", dependencies: ["BenchSupport", "ShopBenchSupport"] + shopProducts),
        benchmarkTarget("ScaleBenchmarks", dependencies: ["BenchSupport", "ShopBenchSupport"] + shopProducts),
        benchmarkTarget(
            "PostgresBenchmarks",
            dependencies: ["BenchSupport", "ShopBenchSupport", "PostgresBenchSupport"] + shopProducts),
        .executableTarget(name: "bench-report", swiftSettings: strictSettings),
        .executableTarget(
            name: "bench-profile",
            dependencies: ["BoardScenarios", "BenchSupport", "ShopBenchSupport"],
            swiftSettings: strictSettings
        ),
    ]
)

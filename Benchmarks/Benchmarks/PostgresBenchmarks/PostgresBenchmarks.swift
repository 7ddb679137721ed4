import BenchSupport
import Benchmark
import Foundation
import PostgresBenchSupport
import ShopBenchSupport

/// The PostgreSQL data rows of issue 24: each operation through the boards of a graph with the four data modules'
/// PostgreSQL plugins beside the same statements through pgbench, on the database at `$BOARDY_BENCH_DATABASE_URL`
/// (`Scripts/bench-postgres.sh` starts a throwaway server, seeds it and sets it). Each benchmark runs in its own
/// process; each iteration is one round of both sides.
@MainActor
enum PostgresSuite {
    static var shop: PostgresShop?
    static var scripts: PgbenchScripts?
    static var comparisons: [DataOperation: PostgresComparison] = [:]
    static var concurrent: [DataOperation?: PostgresConcurrent] = [:]

    /// The shop and its scripts, opened once per process.
    static func setUp() async -> (PostgresShop, PgbenchScripts) {
        if let shop, let scripts { return (shop, scripts) }
        guard let url = PostgresShop.configuredURL else { fatalError("\(PostgresShop.urlVariable) is not set") }
        do {
            let opened = try await PostgresShop.open(url: url)
            if let seconds = opened.seedSeconds {
                ResultLog.append(
                    BenchRecord(
                        suite: "postgres",
                        name:
                            "seed \(opened.maxProductID) products + \(PostgresShop.users) users (PostgresSeeder, COPY)",
                        subject: seconds, unit: "s",
                        note: "migrated, seeded and every stock made unlimited in the first benchmark's process"))
            }
            let made = try PgbenchScripts(shop: opened)
            shop = opened
            scripts = made
            return (opened, made)
        } catch {
            fatalError("cannot prepare the PostgreSQL benchmarks on \(url): \(error)")
        }
    }

    static func comparison(_ operation: DataOperation) async -> PostgresComparison {
        if let comparison = comparisons[operation] { return comparison }
        let (shop, scripts) = await setUp()
        do {
            let comparison = try PostgresComparison(shop: shop, scripts: scripts, operation: operation)
            comparisons[operation] = comparison
            return comparison
        } catch {
            fatalError("cannot prepare \(operation.rawValue): \(error)")
        }
    }

    static func concurrent(_ operation: DataOperation?) async -> PostgresConcurrent {
        if let row = concurrent[operation] { return row }
        let (shop, scripts) = await setUp()
        do {
            let row = try PostgresConcurrent(shop: shop, scripts: scripts, operation: operation)
            concurrent[operation] = row
            return row
        } catch {
            fatalError("cannot prepare the 4-task \(operation?.rawValue ?? "mix"): \(error)")
        }
    }
}

/// Rounds are long (pgbench runs a few hundred milliseconds a side), so a row is a dozen of them.
func postgresConfiguration(teardown: @escaping () async -> Void) -> Benchmark.Configuration {
    .init(
        metrics: Comparison.metrics, warmupIterations: 0, maxDuration: .seconds(40), maxIterations: 12,
        teardown: { await teardown() }
    )
}

let benchmarks: @Sendable () -> Void = {
    guard PostgresShop.configuredURL != nil else {
        FileHandle.standardError.write(
            Data(
                "PostgresBenchmarks: skipped, \(PostgresShop.urlVariable) is not set (Scripts/bench-postgres.sh sets it)\n"
                    .utf8))
        return
    }
    for (index, operation) in DataOperation.allCases.enumerated() {
        Benchmark(
            "Postgres \(index + 1) \(operation.rawValue)",
            configuration: postgresConfiguration { await PostgresSuite.comparison(operation).finish() }
        ) { @MainActor (benchmark: Benchmark) async in
            await PostgresSuite.comparison(operation).runRound(benchmark)
        }
    }

    Benchmark(
        "Postgres 6 mix from 4 concurrent tasks",
        configuration: postgresConfiguration { await PostgresSuite.concurrent(nil).finish() }
    ) { @MainActor (benchmark: Benchmark) async in
        await PostgresSuite.concurrent(nil).runRound(benchmark)
    }

    for (index, operation) in DataOperation.allCases.enumerated() {
        Benchmark(
            "Postgres \(index + 7) \(operation.rawValue), 4 concurrent tasks",
            configuration: postgresConfiguration { await PostgresSuite.concurrent(operation).finish() }
        ) { @MainActor (benchmark: Benchmark) async in
            await PostgresSuite.concurrent(operation).runRound(benchmark)
        }
    }
}

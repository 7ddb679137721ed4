import ArgumentParser
import Foundation
import Logging
import ShopApp
import ShopJSON
import ShopSeeding
import ShopTerminal

/// `shop-cli seed`: fills a database with a deterministic catalog, demo users and their past orders.
public struct SeedCommand: AsyncParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Fill a database with a deterministic catalog, demo users and past orders.",
        discussion: """
            The same --seed and counts always give the same content. Demo user N is userNNNN with the password \
            password-NNNN. A database that already holds products or users is refused unless --replace is given, \
            which wipes it first. Progress goes to standard error (a live bar on a terminal, one line per phase \
            otherwise, nothing with --quiet), the summary to standard output (one JSON line with --json).
            """
    )

    /// `--db PATH` or `--database URL`.
    @OptionGroup public var database: DatabaseOption

    /// `--json`, `--log-level`, `--trace-sql`, `--no-color` (parsed by the root command).
    @OptionGroup public var options: GlobalOptions

    /// `--products N`.
    @Option(help: "The number of products (0 to \(SeedOptions.maximumProducts)).")
    public var products = SeedOptions.demo.products

    /// `--users N`.
    @Option(help: "The number of demo users (0 to \(SeedOptions.maximumUsers)).")
    public var users = SeedOptions.demo.users

    /// `--seed S`.
    @Option(help: "The random seed.")
    public var seed = SeedOptions.demo.seed

    /// `--replace`.
    @Flag(help: "Wipe a database that already holds shop data before seeding.")
    public var replace = false

    /// `--no-staff-account`.
    @Flag(help: "Seed no staff account (by default 'staff', password 'staff-password', is seeded).")
    public var noStaffAccount = false

    /// `--quiet`.
    @Flag(name: [.customShort("q"), .long], help: "Show no progress on standard error (errors still show).")
    public var quiet = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Checks the counts before anything touches the database.
    public func validate() throws {
        guard (0...SeedOptions.maximumProducts).contains(products) else {
            throw ValidationError("--products must be between 0 and \(SeedOptions.maximumProducts).")
        }
        guard (0...SeedOptions.maximumUsers).contains(users) else {
            throw ValidationError("--users must be between 0 and \(SeedOptions.maximumUsers).")
        }
    }

    /// Opens (creating and migrating if needed) and seeds the database: a SQLite file, or a PostgreSQL database.
    public func run() async throws {
        let report = ToolReport(command: "seed", options: options)
        let location = try database.location(reportingTo: report, config: options.config)
        let path = location.description
        let renderer = SeedProgressRenderer(style: progressStyle)
        let seeded: SeedReport
        do {
            seeded = try await ShopDatabase.seed(
                location,
                options: SeedOptions(products: products, users: users, seed: seed, staffAccount: !noStaffAccount),
                replacing: replace,
                sqlLogger: sqlLogger,
                opened: {
                    if renderer.style != .quiet {
                        ToolFailure.writeError(
                            "Seeding '\(path)': \(products) products, \(users) users, seed \(seed).")
                    }
                },
                progress: renderer.show)
        } catch {
            renderer.abandon()
            let code = if case .seeding(.databaseNotEmpty) = error { "database-not-empty" } else { "database-error" }
            let message = if case let .seeding(seedError) = error { seedError.description } else { error.description }
            throw report.fail(code, message, status: ShellExitStatus.status(forDatabase: error))
        }
        let seconds = (seeded.seconds * 100).rounded() / 100
        report.succeed(
            [
                "path": .string(path), "categories": JSONValue(seeded.categories),
                "products": JSONValue(seeded.products), "users": JSONValue(seeded.users),
                "orders": JSONValue(seeded.orders), "milliseconds": JSONValue(Int((seeded.seconds * 1000).rounded())),
            ],
            human: [
                "Seeded '\(path)': \(seeded.categories) categories, \(seeded.products) products, "
                    + "\(seeded.users) users and \(seeded.orders) orders in \(seconds) s."
            ])
    }

    /// A bar when standard error is a terminal that understands `\r` and escape codes, lines otherwise.
    private var progressStyle: SeedProgressRenderer.Style {
        if quiet { return .quiet }
        let detector = TerminalDetector()
        return detector.stderrIsTerminal && !detector.isDumbTerminal ? .bar : .lines
    }

    /// The SQL trace's logger under `--trace-sql`.
    private var sqlLogger: Logger? {
        options.traceSQL ? Logger(label: ShopDatabase.sqlTraceLabel) : nil
    }
}

import ArgumentParser
import Foundation
import ShopApp
import ShopSeeding

/// `shop-cli seed`: fills a database with a deterministic catalog, demo users and their past orders.
public struct SeedCommand: ParsableCommand {
    /// The subcommand's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Fill a database with a deterministic catalog, demo users and past orders.",
        discussion: """
            The same --seed and counts always give the same content. Demo user N is userNNNN with the password \
            password-NNNN. A database that already holds products or users is refused unless --replace is given, \
            which wipes it first. Progress goes to standard error, the summary to standard output.
            """
    )

    /// `--db PATH`.
    @OptionGroup public var database: DatabaseOption

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

    /// Opens (creating and migrating if needed) and seeds the database.
    public func run() throws {
        let path = ShopDatabase.resolvePath(database.path)
        let opened: ShopDatabase.Opened
        do {
            opened = try ShopDatabase.open(path: path, readers: 1)
        } catch {
            throw ToolFailure.report(error.description)
        }
        let total = products
        ToolFailure.writeError("Seeding '\(path)': \(total) products, \(users) users, seed \(seed).")
        let report: SeedReport
        do {
            report = try ShopApplication.makeSeeder().seed(
                opened.pool,
                options: SeedOptions(products: products, users: users, seed: seed),
                replacing: replace
            ) { inserted in
                ToolFailure.writeError("  \(inserted) of \(total) products")
            }
        } catch {
            throw ToolFailure.report(error.description)
        }
        let seconds = (report.seconds * 100).rounded() / 100
        print(
            "Seeded '\(path)': \(report.categories) categories, \(report.products) products, "
                + "\(report.users) users and \(report.orders) orders in \(seconds) s.")
    }
}

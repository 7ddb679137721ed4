import ArgumentParser
import AuthDataIO
import Foundation
import ShopApp
import ShopJSON
import ShopOperations

/// `shop-cli users promote <name>` / `shop-cli users demote <name>`: the operator grants or removes an account's
/// staff role, on the database (like `check`), through AuthData's `setRole` board.
public struct UsersCommand: AsyncParsableCommand {
    /// The subcommand's name, abstract, discussion and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Grant or remove the staff role: users promote <name>, users demote <name>.",
        discussion: """
            Staff may use the staff operations (the REPL's `admin …` commands, the API's /admin routes); everyone \
            else is a customer. The change counts from the user's next staff request: a signed-in user need not \
            log in again. The demo catalog has one staff account, `staff` (password `staff-password`).
            """,
        subcommands: [PromoteCommand.self, DemoteCommand.self]
    )

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// `users promote <name>`: makes the account staff.
    public struct PromoteCommand: AsyncParsableCommand {
        /// The subcommand's name and abstract.
        public static let configuration = CommandConfiguration(
            commandName: "promote", abstract: "Make an account staff.")

        /// `--db PATH` or `--database URL`.
        @OptionGroup public var database: DatabaseOption
        /// `--json`, `--log-level`, `--no-color` (parsed by the root command).
        @OptionGroup public var options: GlobalOptions
        /// The account's username.
        @Argument(help: "The account's username.") public var name: String

        /// Creates the command (ArgumentParser fills it in).
        public init() {}

        /// Gives the account the staff role.
        public func run() async throws {
            try await UsersCommand.change(name, to: .staff, command: "users promote", database, options)
        }
    }

    /// `users demote <name>`: makes the account a customer again.
    public struct DemoteCommand: AsyncParsableCommand {
        /// The subcommand's name and abstract.
        public static let configuration = CommandConfiguration(
            commandName: "demote", abstract: "Make a staff account a customer again.")

        /// `--db PATH` or `--database URL`.
        @OptionGroup public var database: DatabaseOption
        /// `--json`, `--log-level`, `--no-color` (parsed by the root command).
        @OptionGroup public var options: GlobalOptions
        /// The account's username.
        @Argument(help: "The account's username.") public var name: String

        /// Creates the command (ArgumentParser fills it in).
        public init() {}

        /// Gives the account the customer role.
        public func run() async throws {
            try await UsersCommand.change(name, to: .customer, command: "users demote", database, options)
        }
    }

    /// Opens the database (never creating or seeding it), sets the role through AuthData and reports
    /// `Made 'alice' staff.` or, under `--json`, `{"username":…,"role":…}`.
    static func change(
        _ name: String, to role: UserRole, command: String, _ database: DatabaseOption, _ options: GlobalOptions
    ) async throws {
        let report = ToolReport(command: command, options: options)
        let location = try database.location(reportingTo: report, config: options.config)
        if case let .sqlite(path) = location, !FileManager.default.fileExists(atPath: path) {
            throw report.fail(
                "database-error", "database error: no database at '\(path)'", status: ShellExitStatus.unavailable)
        }
        switch await setRole(RoleChange(username: name, role: role), in: location) {
        case let .success(user):
            report.succeed(
                ["username": .string(user.username), "role": .string(user.role.rawValue)],
                human: ["Made '\(user.username)' \(role == .staff ? "staff" : "a customer")."])
        case let .failure(error):
            throw report.fail(error.code.rawValue, error.message)
        }
    }

    /// Runs AuthData's `setRole` board on the shop at `location`, in a graph of its own.
    @MainActor
    private static func setRole(_ change: RoleChange, in location: ShopDatabaseLocation) async -> Result<
        AuthenticatedUser, OperationError
    > {
        let application: ShopApplication
        do {
            application = try await ShopApplication.connect(
                ShopConfiguration(database: location, seedsDemoCatalogWhenCreated: false))
        } catch {
            return .failure(OperationError(.databaseError, error.description))
        }
        let context = OperationContext(mainboard: application.mainboard)
        let outcome: Result<AuthenticatedUser, OperationError>
        do {
            outcome = .success(try await context.call(application.mainboard.ioSetRole(), change))
        } catch {
            outcome = .failure(error)
        }
        await application.close()
        return outcome
    }
}

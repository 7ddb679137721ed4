import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import ProductDataIO
import ShopApp
import ShopOperations
import ShopTerminal

/// Executes ``ShellCommand``s through the mainboard and the modules' IO interfaces (never SQL).
///
/// Commands whose definition requires a signed-in user first pass the auth barrier (an internal step), which
/// may ask for a username and password through the line reader; staff commands then pass AuthData's staff gate. `open` goes through the launcher's URL opener and
/// executes the command the route left in the ``DeepLinkInbox``, by the same code path as the typed command.
@MainActor
public final class ShellExecutor {
    /// The started shop: its launcher and mainboard.
    public let application: ShopApplication
    /// Where deep-link routes leave their command.
    public let inbox: DeepLinkInbox
    /// Where the auth barrier reads credentials from.
    let reader: any LineReader
    /// Where the auth barrier prints its notices and login result.
    let printer: ShellPrinter
    /// The signed-in username as far as this shell knows (for the prompt).
    public internal(set) var username: String?
    /// The gated command waiting at the auth gate, if any.
    var activeTicket: GateTicket?
    /// Whether standard input is a terminal (a person typing): `register` then warns of a password typed as an
    /// argument.
    public var isOnTerminal = false
    /// The shell's tracing (`--trace`, `trace on|off`, `--trace-output`); `nil` when it traces nothing.
    public var trace: ShellTrace?

    /// The mainboard the modules' boards are activated on.
    var mainboard: Motherboard { application.mainboard }

    /// Creates an executor; call ``start()`` before executing commands.
    ///
    /// - Parameters:
    ///   - application: The started shop.
    ///   - inbox: The inbox the application's deep-link routes post to.
    ///   - reader: Where the auth barrier reads credentials from.
    ///   - printer: Where the auth barrier prints.
    public init(application: ShopApplication, inbox: DeepLinkInbox, reader: any LineReader, printer: ShellPrinter) {
        self.application = application
        self.inbox = inbox
        self.reader = reader
        self.printer = printer
    }

    /// Watches the auth gate's events and learns who is signed in.
    public func start() async {
        mainboard.ioAuthGate().flow.addTarget(self) { executor, event in
            executor.gateReported(event)
        }
        if let user = try? await WhoAmIOperation.perform(NoInput(), in: OperationContext(mainboard: mainboard)) {
            username = user.username
        }
    }

    /// Executes `command`.
    ///
    /// - Parameter command: A parsed command.
    /// - Returns: What it produced, or why it failed.
    public func execute(_ command: ShellCommand) async -> Result<ShellOutcome, ShellError> {
        do {
            return .success(try await performTraced(command))
        } catch {
            return .failure(error)
        }
    }

    /// Executes `command`, throwing its failure: a command whose definition requires a signed-in user first
    /// passes the auth barrier, and one that requires staff then passes the staff gate (a customer is refused with
    /// "staff only").
    func perform(_ command: ShellCommand) async throws(ShellError) -> ShellOutcome {
        var user = command.requiresSignIn ? try await signedInUser(for: command.name) : nil
        if command.requiresStaff {
            user = try await OperationContext(mainboard: mainboard).passStaffGate()
        }
        return try await command.run(in: self, as: user)
    }

    /// Opens a `shop://` link and executes the command its route posted.
    func openLink(_ url: String) async throws(ShellError) -> ShellOutcome {
        _ = inbox.take()
        do {
            try application.launcher.open(url: url)
        } catch {
            throw error.operationError
        }
        guard let command = inbox.take(), command.definition != OpenCommand.definition else {
            throw ShellError(.internalError, "the link \(ShellText.quoted(url)) opened nothing")
        }
        return try await perform(command)
    }
}

import AuthDataIO
import Boardy
import BoardyComponentKit
import ProductDataIO
import ShopApp
import ShopTerminal

/// Executes ``ShellCommand``s through the mainboard and the modules' IO interfaces (never SQL).
///
/// Commands that need a signed-in user first pass the auth barrier (an internal step), which may ask for a
/// username and password through the line reader. `open` goes through the launcher's URL opener and executes the
/// command the route left in the ``DeepLinkInbox``, by the same code path as the typed command.
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
        if let user = try? await call(mainboard.ioCurrentUser(), ()) {
            username = user.username
        }
    }

    /// Executes `command`.
    ///
    /// - Parameter command: A parsed command.
    /// - Returns: What it produced, or why it failed.
    public func execute(_ command: ShellCommand) async -> Result<ShellOutcome, ShellError> {
        do {
            return .success(try await perform(command))
        } catch {
            return .failure(error)
        }
    }

    /// Executes `command`, throwing its failure.
    func perform(_ command: ShellCommand) async throws(ShellError) -> ShellOutcome {
        switch command {
        case let .help(topic):
            return .help(topic.map(HelpCatalog.entries(for:)) ?? HelpCatalog.entries, topic: topic)
        case .register, .login, .logout, .whoami, .logoutEverywhere, .changePassword:
            return try await performAccount(command)
        case .categories:
            return .categories(try await call(mainboard.ioCategories(), ()))
        case let .products(query):
            return .productPage(try await call(mainboard.ioProductPage(), query),
                                listing: .catalog(categorySlug: query.categorySlug))
        case let .search(query):
            return .productPage(try await call(mainboard.ioSearchProducts(), query), listing: .search(text: query.text))
        case let .product(id):
            return .product(try await call(mainboard.ioProduct(), id))
        case let .open(url):
            return try await openLink(url)
        case .quit:
            return .quit
        case .cart, .cartAdd, .cartSet, .cartRemove, .cartClear, .checkout, .orders, .order:
            let user = try await signedInUser(for: command.name)
            return try await performGated(command, as: user)
        }
    }

    /// Runs a block-task board and unwraps its `Result`, turning a module error into a ``ShellError``.
    func call<Input: Sendable, Value: Sendable, Failure: ShellErrorConvertible & Sendable>(
        _ destination: BlockTaskDestination<Input, Result<Value, Failure>>,
        _ input: Input
    ) async throws(ShellError) -> Value {
        let result: Result<Value, Failure>
        do {
            result = try await destination.blockActivation.run(input)
        } catch {
            throw .internal(error)
        }
        switch result {
        case let .success(value): return value
        case let .failure(failure): throw failure.shellError
        }
    }

    /// Opens a `shop://` link and executes the command its route posted.
    private func openLink(_ url: String) async throws(ShellError) -> ShellOutcome {
        _ = inbox.take()
        do {
            try application.launcher.open(url: url)
        } catch {
            throw error.shellError
        }
        guard let command = inbox.take(), command != .open(url: url) else {
            throw ShellError(.internalError, "the link \(ShellText.quoted(url)) opened nothing")
        }
        return try await perform(command)
    }
}

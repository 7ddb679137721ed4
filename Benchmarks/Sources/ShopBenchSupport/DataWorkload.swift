import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import OrderServiceIO
import ProductDataIO

/// One data operation's input, drawn once and given to both sides.
public enum DataInput: Sendable {
    /// A product id.
    case product(Int64)
    /// A category page (1-based) of 20, by name.
    case categoryPage(slug: String, page: Int)
    /// A search text, with what the raw side binds for it (worked out when drawn).
    case search(RawSearch)
    /// One unit of a product into a user's cart.
    case addToCart(userID: Int64, productID: Int64)
    /// A checkout of the user's (3-line) cart.
    case checkout(userID: Int64)
}

/// The data operations the benchmarks compare.
public enum DataOperation: String, CaseIterable, Sendable {
    /// ProductData `product`.
    case productByID = "product by id"
    /// ProductData `productPage` for one category.
    case categoryPage = "category page of 20"
    /// ProductData `search`.
    case search = "full-text search (top 20, ranked)"
    /// CartData `addItem`.
    case addToCart = "add to cart"
    /// OrderService `checkout` of a 3-line cart.
    case checkout = "checkout of a 3-line cart"

    /// A short name for command lines (`bench-profile data-product`).
    public var profileName: String {
        switch self {
        case .productByID: "product"
        case .categoryPage: "page"
        case .search: "search"
        case .addToCart: "cart"
        case .checkout: "checkout"
        }
    }
}

/// Runs data operations through the modules' public boards (the subject) or through ``RawConnection`` (the limit).
@MainActor
public final class DataWorkload {
    /// The database and application.
    public let fixture: ShopFixture
    let rawReader: RawConnection
    let rawWriter: RawConnection
    let setup: RawConnection
    /// Users whose carts the boards use, and those the raw side uses (disjoint).
    public let boardUsers: [Int64]
    /// See ``boardUsers``.
    public let rawUsers: [Int64]
    /// Failed operations on the board side (an unexpected `.failure` or a thrown error).
    public private(set) var failures: [String] = []
    /// Each search text drawn so far, resolved against the database's vocabulary once (``search(_:)``).
    private var searches: [String: RawSearch] = [:]

    /// Wraps `fixture`, opening the raw connections (a reader, a writer, and one for untimed set-up writes).
    public init(fixture: ShopFixture) {
        self.fixture = fixture
        rawReader = RawConnection(path: fixture.path, readOnly: true)
        rawWriter = RawConnection(path: fixture.path)
        setup = RawConnection(path: fixture.path)
        let half = fixture.userIDs.count / 2
        boardUsers = Array(fixture.userIDs[..<half])
        rawUsers = Array(fixture.userIDs[half...])
    }

    /// Draws an input for `operation`; `user` picks the cart owner from the side's user list.
    public func input(_ operation: DataOperation, random: inout BenchRandom, user: Int64) -> DataInput {
        switch operation {
        case .productByID:
            .product(Int64(random.int(in: 1...Int(fixture.maxProductID))))
        case .categoryPage:
            .categoryPage(slug: random.pick(fixture.categorySlugs), page: random.int(in: 1...5))
        case .search:
            .search(
                search(
                    random.int(in: 0...1) == 0
                        ? random.pick(fixture.searchWords)
                        : random.pick(fixture.searchWords) + " " + random.pick(fixture.searchWords)))
        case .addToCart:
            .addToCart(userID: user, productID: Int64(random.int(in: 1...Int(fixture.maxProductID))))
        case .checkout:
            .checkout(userID: user)
        }
    }

    /// Runs `input` through the modules' boards and returns once the result is back on the main actor.
    public func runBoards(_ input: DataInput) async {
        if let failure = await Self.runBoards(input, on: fixture.mainboard), failures.count < 20 {
            failures.append(failure)
        }
    }

    /// One worker of the 4-task rows: a board graph of its own, borrowed from `graphs` (built in the worker's
    /// isolation, off the main actor, the first time), then its inputs in order, each awaited before the next; the
    /// graph goes back to `graphs` for the next round.
    ///
    /// - Returns: The failures it met.
    public nonisolated static func runWorker(_ inputs: [DataInput], graphs: WorkerGraphs) async -> [String] {
        let launcher: PluginLauncher
        do {
            launcher = try graphs.borrow()
        } catch {
            return ["the worker's board graph: \(error)"]
        }
        var failures: [String] = []
        for input in inputs {
            if let failure = await runBoards(input, on: launcher.mainboard) {
                failures.append(failure)
            }
        }
        graphs.giveBack(launcher)
        return failures
    }

    /// Runs `input` through the boards of `mainboard`, in the caller's isolation (the graph's own).
    ///
    /// - Returns: A description of the failure (an unexpected `.failure` or a thrown error), or `nil`.
    nonisolated(nonsending) public static func runBoards(_ input: DataInput, on mainboard: Motherboard) async -> String?
    {
        do {
            switch input {
            case let .product(id):
                return failure(try await mainboard.ioProduct().blockActivation.run(id), input)
            case let .categoryPage(slug, page):
                return failure(
                    try await mainboard.ioProductPage().blockActivation.run(
                        ProductQuery(categorySlug: slug, page: page, perPage: 20, sort: .name)), input)
            case let .search(search):
                return failure(
                    try await mainboard.ioSearchProducts().blockActivation.run(SearchQuery(text: search.text)), input)
            case let .addToCart(userID, productID):
                return failure(
                    try await mainboard.ioAddToCart().blockActivation.run(
                        CartChange(userID: userID, productID: productID, quantity: 1)), input)
            case let .checkout(userID):
                return failure(try await mainboard.ioCheckout().blockActivation.run(userID), input)
            }
        } catch {
            return "\(input): \(error)"
        }
    }

    /// Records failures the concurrent workers met (the first 20 are kept).
    func record(_ workerFailures: [String]) {
        failures.append(contentsOf: workerFailures.prefix(max(0, 20 - failures.count)))
    }

    /// Runs `input` through raw sqlite3 calls on this thread.
    public func runRaw(_ input: DataInput) {
        Self.runRaw(input, reader: rawReader, writer: rawWriter)
    }

    /// Runs `input` on the given raw connections (the concurrent mix gives each worker its own reader).
    public nonisolated static func runRaw(_ input: DataInput, reader: RawConnection, writer: RawConnection) {
        switch input {
        case let .product(id):
            _ = reader.product(id: id)
        case let .categoryPage(slug, page):
            _ = reader.categoryPage(slug: slug, page: page)
        case let .search(search):
            _ = reader.search(search)
        case let .addToCart(userID, productID):
            _ = writer.addToCart(userID: userID, productID: productID)
        case let .checkout(userID):
            _ = writer.checkout(userID: userID)
        }
    }

    /// `text` as ProductData searches it, its typo keys looked up in the database's vocabulary the first time the
    /// text is drawn (on the set-up connection, so the timed reader's page cache is not warmed for it), then reused.
    public func search(_ text: String) -> RawSearch {
        if let search = searches[text] { return search }
        guard let unresolved = RawSearch(text: text) else { preconditionFailure("no word in the search text \(text)") }
        let search = unresolved.resolved(known: setup.typoTerms(keys: unresolved.typoKeys))
        searches[text] = search
        return search
    }

    /// Untimed set-up: empties the carts of `users`.
    public func clearCarts(_ users: [Int64]) {
        for user in users {
            let statement = setup.statement(RawSQL.deleteCart)
            setup.bind(statement, 1, user)
            setup.run(statement)
        }
    }

    /// Untimed set-up: gives `user` a cart of three distinct products.
    public func fillCart(_ user: Int64, random: inout BenchRandom) {
        clearCarts([user])
        var products: Set<Int64> = []
        while products.count < 3 {
            products.insert(Int64(random.int(in: 1...Int(fixture.maxProductID))))
        }
        let statement = setup.statement(RawSQL.upsertLine)
        for product in products.sorted() {
            setup.bind(statement, 1, user)
            setup.bind(statement, 2, product)
            setup.bind(statement, 3, 1)
            setup.bind(statement, 4, rawTimestamp())
            setup.run(statement)
        }
    }

    private nonisolated static func failure<Value, Failure>(_ result: Result<Value, Failure>, _ input: DataInput)
        -> String?
    {
        if case let .failure(error) = result { return "\(input): \(error)" }
        return nil
    }
}

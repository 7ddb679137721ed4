import Boardy
import BoardyModulePlugin
import Foundation
import ProductDataIO
import ShopApp
import ShopCLI
import ShopOperations
import Testing

/// The shop's deep links as URL opener plugins, in process: candidates, two openers for one link, unknown links.
@Suite("Deep links through URL opener plugins")
@MainActor
struct DeepLinkOpenerTests {
    private func start(
        _ fixture: ShopFixture, inbox: DeepLinkInbox, extra: [any URLOpenerPlugin] = []
    ) async throws -> ShopApplication {
        try await fixture.createDemoShop()
        return try ShopApplication.start(
            ShopConfiguration(databasePath: fixture.database),
            urlOpenerPlugins: DeepLinkRoutes.make(inbox: inbox) + extra)
    }

    @Test("each shop link is claimed by exactly its own opener and posts its command")
    func eachLinkHasOneOpener() async throws {
        let fixture = try ShopFixture()
        let inbox = DeepLinkInbox()
        let application = try await start(fixture, inbox: inbox)
        let links: [(String, String, ShellCommand)] = [
            ("shop://product/7", "product", .product(id: 7)),
            ("shop://category/books", "category", .products(ProductQuery(categorySlug: "books"))),
            ("shop://search?q=lamp", "search", .search(SearchQuery(text: "lamp"))),
            ("shop://orders", "orders", .orders),
            ("shop://order/3", "order", .order(id: 3)),
            ("shop://cart", "cart", .cart),
        ]
        #expect(application.launcher.urlOpenerNames == ["product", "category", "search", "cart", "orders", "order"])
        for (link, name, command) in links {
            let result = try application.launcher.open(url: link)
            #expect(result.candidateNames == [name], "\(link)")
            #expect(inbox.take() == command, "\(link)")
        }
    }

    @Test("a link two openers claim opens with both, in install order, and open names both candidates")
    func twoOpenersForOneLink() async throws {
        let fixture = try ShopFixture()
        let inbox = DeepLinkInbox()
        var audited: [String] = []
        let audit = BlockURLOpenerPlugin(
            name: "cart-audit", canOpen: { $0.host() == "cart" },
            open: { mainboard, url in audited.append("\(url.absoluteString) on \(mainboard.identifier)") })
        let application = try await start(fixture, inbox: inbox, extra: [audit])

        let result = try application.launcher.open(url: "shop://cart")

        #expect(result.candidateNames == ["cart", "cart-audit"])
        #expect(result.opened.map(\.name) == ["cart", "cart-audit"])
        #expect(inbox.take() == .cart)
        #expect(audited == ["shop://cart on \(PluginLauncher.mainboardIdentifier)"])
        #expect(try application.launcher.open(url: "shop://orders").candidateNames == ["orders"])
        #expect(audited.count == 1)
    }

    @Test("an unknown link says so: not found, listing the links the shop knows")
    func unknownLink() async throws {
        let fixture = try ShopFixture()
        let inbox = DeepLinkInbox()
        let application = try await start(fixture, inbox: inbox)
        do {
            try application.launcher.open(url: "shop://wishlist")
            Issue.record("an unknown link opened")
        } catch {
            #expect(error.operationError.code == .notFound)
            #expect(error.description.contains("cannot open 'shop://wishlist'"))
            #expect(error.description.contains("shop://product/{id}"))
        }
        #expect(inbox.take() == nil)
    }
}

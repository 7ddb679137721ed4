import BoardyModulePlugin
import OrderServiceIO
import ProductDataIO
import ShopOperations

/// The `shop://` links `open` understands, as URL opener plugins (the path-matching form,
/// `BlockURLOpenerPathMatchingPlugin`) that post the equivalent command to an inbox.
///
/// | Link | Command |
/// |---|---|
/// | `shop://product/<id>` | `product <id>` |
/// | `shop://category/<slug>[?page=N&sort=name\|price]` | `products --category <slug> …` |
/// | `shop://search?q=<words>[&page=N]` | `search <words> …` |
/// | `shop://cart` | `cart` |
/// | `shop://orders` | `orders` |
/// | `shop://order/<id>` | `order <id>` |
///
/// Parameters are validated with `URLMatch`'s helpers, so a bad one makes `PluginLauncher.open(url:)` throw
/// `URLOpeningError`; a link no opener can open throws `noMatchingRoute` (or `unknownScheme`), which the shell
/// reports as not found.
@MainActor
public enum DeepLinkRoutes {
    /// The openers, posting to `inbox`, named after the command they stand for.
    ///
    /// - Parameter inbox: Where each opener leaves its command.
    /// - Returns: The openers to pass to `ShopApplication.start(_:urlOpenerPlugins:logger:environment:)`.
    public static func make(inbox: DeepLinkInbox) -> [any URLOpenerPlugin] {
        [
            BlockURLOpenerPathMatchingPlugin(
                name: "product", path: "shop://product/{id}",
                handler: { _, match in
                    inbox.post(ShellCommand(ProductOperation.self, Int64(try match.positiveInt("id"))))
                }),
            BlockURLOpenerPathMatchingPlugin(
                name: "category", path: "shop://category/{slug}?page=1&sort=name",
                handler: { _, match in
                    let page = try match.value("page", as: Int.self, expected: "a page number") {
                        (1...ArgumentKind.maximumPage).contains($0)
                    }
                    let sort = try match.value("sort", as: String.self, expected: "'name' or 'price'") {
                        ProductSort(rawValue: $0) != nil
                    }
                    let query = ProductQuery(
                        categorySlug: try match.string("slug"), page: page, sort: ProductSort(rawValue: sort) ?? .name)
                    inbox.post(ShellCommand(ProductsOperation.self, query))
                }),
            BlockURLOpenerPathMatchingPlugin(
                name: "search", path: "shop://search?q=&page=1",
                handler: { _, match in
                    let text = try match.value("q", as: String.self, expected: "one or more words") { text in
                        text.contains { !$0.isWhitespace } && text.count <= SearchOperation.maximumSearchLength
                    }
                    let page = try match.value("page", as: Int.self, expected: "a page number") {
                        (1...ArgumentKind.maximumPage).contains($0)
                    }
                    inbox.post(ShellCommand(SearchOperation.self, SearchQuery(text: text, page: page)))
                }),
            BlockURLOpenerPathMatchingPlugin(
                name: "cart", path: "shop://cart",
                handler: { _, _ in
                    inbox.post(ShellCommand(CartOperation.self, NoInput()))
                }),
            BlockURLOpenerPathMatchingPlugin(
                name: "orders", path: "shop://orders",
                handler: { _, _ in
                    inbox.post(
                        ShellCommand(
                            OrdersOperation.self, OrderPageRequest(page: 1, perPage: OrderPage.defaultPerPage)))
                }),
            BlockURLOpenerPathMatchingPlugin(
                name: "order", path: "shop://order/{id}",
                handler: { _, match in
                    inbox.post(ShellCommand(OrderOperation.self, Int64(try match.positiveInt("id"))))
                }),
        ]
    }
}

import BoardyModulePlugin
import ProductDataIO
import ShopOperations

/// The `shop://` links `open` understands, as launcher routes that post the equivalent command to an inbox.
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
/// Parameters are validated with `URLMatch`'s helpers, so a bad one makes
/// `PluginLauncher.open(url:)` throw `URLOpeningError`.
@MainActor
public enum DeepLinkRoutes {
    /// The routes, posting to `inbox`.
    ///
    /// - Parameter inbox: Where each route leaves its command.
    /// - Returns: The routes to pass to `ShopApplication.start(_:urlRoutes:)`.
    public static func make(inbox: DeepLinkInbox) -> [URLRoute] {
        [
            URLRoute(
                "shop://product/{id}", name: "product",
                open: { match, _ in
                    inbox.post(ShellCommand(ProductOperation.self, Int64(try match.positiveInt("id"))))
                }),
            URLRoute(
                "shop://category/{slug}?page=1&sort=name", name: "category",
                open: { match, _ in
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
            URLRoute(
                "shop://search?q=&page=1", name: "search",
                open: { match, _ in
                    let text = try match.value("q", as: String.self, expected: "one or more words") { text in
                        text.contains { !$0.isWhitespace } && text.count <= SearchOperation.maximumSearchLength
                    }
                    let page = try match.value("page", as: Int.self, expected: "a page number") {
                        (1...ArgumentKind.maximumPage).contains($0)
                    }
                    inbox.post(ShellCommand(SearchOperation.self, SearchQuery(text: text, page: page)))
                }),
            URLRoute(
                "shop://cart", name: "cart",
                open: { _, _ in
                    inbox.post(ShellCommand(CartOperation.self, NoInput()))
                }),
            URLRoute(
                "shop://orders", name: "orders",
                open: { _, _ in
                    inbox.post(ShellCommand(OrdersOperation.self, NoInput()))
                }),
            URLRoute(
                "shop://order/{id}", name: "order",
                open: { match, _ in
                    inbox.post(ShellCommand(OrderOperation.self, Int64(try match.positiveInt("id"))))
                }),
        ]
    }
}

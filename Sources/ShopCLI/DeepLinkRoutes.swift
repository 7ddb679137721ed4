import BoardyModulePlugin
import ProductDataIO

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
            URLRoute("shop://product/{id}", name: "product", open: { match, _ in
                inbox.post(.product(id: Int64(try match.positiveInt("id"))))
            }),
            URLRoute("shop://category/{slug}?page=1&sort=name", name: "category", open: { match, _ in
                let page = try match.value("page", as: Int.self, expected: "a page number") {
                    (1...ShellCommandParser.maximumPage).contains($0)
                }
                let sort = try match.value("sort", as: String.self, expected: "'name' or 'price'") {
                    ProductSort(rawValue: $0) != nil
                }
                let query = ProductQuery(
                    categorySlug: try match.string("slug"), page: page, sort: ProductSort(rawValue: sort) ?? .name)
                inbox.post(.products(query))
            }),
            URLRoute("shop://search?q=&page=1", name: "search", open: { match, _ in
                let text = try match.value("q", as: String.self, expected: "one or more words") { text in
                    text.contains { !$0.isWhitespace } && text.count <= ShellCommandParser.maximumSearchLength
                }
                let page = try match.value("page", as: Int.self, expected: "a page number") {
                    (1...ShellCommandParser.maximumPage).contains($0)
                }
                inbox.post(.search(SearchQuery(text: text, page: page)))
            }),
            URLRoute("shop://cart", name: "cart", open: { _, _ in inbox.post(.cart) }),
            URLRoute("shop://orders", name: "orders", open: { _, _ in inbox.post(.orders) }),
            URLRoute("shop://order/{id}", name: "order", open: { match, _ in
                inbox.post(.order(id: Int64(try match.positiveInt("id"))))
            }),
        ]
    }
}

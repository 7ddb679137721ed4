import AuthDataIO
import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopCLI
import ShopOperations

/// The outcomes the renderer tests print, by the names they had when outcomes were enum cases.
extension ShellOutcome {
    static func help(_ entries: [HelpEntry], topic: String?) -> ShellOutcome {
        ShellOutcome(HelpCommand.self, HelpCommand.Output(entries: entries, topic: topic))
    }
    static func signedIn(username: String, registered: Bool) -> ShellOutcome {
        let user = AuthenticatedUser(id: 1, username: username)
        return registered ? ShellOutcome(RegisterOperation.self, user) : ShellOutcome(LoginOperation.self, user)
    }
    static func signedOut(username: String?) -> ShellOutcome {
        ShellOutcome(LogoutOperation.self, .init(username: username))
    }
    static func currentUser(_ username: String?) -> ShellOutcome {
        ShellOutcome(WhoAmIOperation.self, username.map { AuthenticatedUser(id: 1, username: $0) })
    }
    static func categories(_ categories: [CategorySummary]) -> ShellOutcome {
        ShellOutcome(CategoriesOperation.self, categories)
    }
    static func productPage(_ page: ProductPage, listing: ProductListing) -> ShellOutcome {
        ShellOutcome(ProductsOperation.self, ProductPageResult(page: page, listing: listing))
    }
    static func product(_ product: Product) -> ShellOutcome { ShellOutcome(ProductOperation.self, product) }
    static func cart(_ cart: Cart, change: CartChangeSummary?) -> ShellOutcome {
        ShellOutcome(CartOperation.self, CartResult(cart: cart, change: change))
    }
    static func orderPlaced(_ order: Order) -> ShellOutcome { ShellOutcome(CheckoutOperation.self, order) }
    static func order(_ order: Order) -> ShellOutcome { ShellOutcome(OrderOperation.self, order) }
    static func orders(_ orders: [OrderSummary]) -> ShellOutcome {
        ShellOutcome(OrdersOperation.self, OrderPage(items: orders, page: 1, perPage: 20, total: orders.count))
    }
    static let quit = ShellOutcome(QuitCommand.self, NoInput())
}

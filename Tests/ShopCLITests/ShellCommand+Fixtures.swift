import AuthDataIO
import ProductDataIO
import ShopCLI
import ShopOperations

/// The commands the parser tests expect, by the names they had when commands were enum cases.
extension ShellCommand {
    static func help(topic: String?) -> ShellCommand { ShellCommand(HelpCommand.self, topic) }
    static func register(username: String, password: String) -> ShellCommand {
        ShellCommand(RegisterOperation.self, RegisterOperation.Input(username: username, password: password))
    }
    static func login(username: String, password: String?) -> ShellCommand {
        ShellCommand(LoginOperation.self, LoginOperation.Input(username: username, password: password))
    }
    static let logout = ShellCommand(LogoutOperation.self, false)
    static let logoutEverywhere = ShellCommand(LogoutOperation.self, true)
    static let changePassword = ShellCommand(ChangePasswordOperation.self, ChangePasswordOperation.Input())
    static let whoami = ShellCommand(WhoAmIOperation.self, NoInput())
    static let categories = ShellCommand(CategoriesOperation.self, NoInput())
    static func products(_ query: ProductQuery) -> ShellCommand { ShellCommand(ProductsOperation.self, query) }
    static func search(_ query: SearchQuery) -> ShellCommand { ShellCommand(SearchOperation.self, query) }
    static func product(id: Int64) -> ShellCommand { ShellCommand(ProductOperation.self, id) }
    static let cart = ShellCommand(CartOperation.self, NoInput())
    static func cartAdd(productID: Int64, quantity: Int) -> ShellCommand {
        ShellCommand(CartAddOperation.self, CartLineInput(productID: productID, quantity: quantity))
    }
    static func cartSet(productID: Int64, quantity: Int) -> ShellCommand {
        ShellCommand(CartSetOperation.self, CartLineInput(productID: productID, quantity: quantity))
    }
    static func cartRemove(productID: Int64) -> ShellCommand { ShellCommand(CartRemoveOperation.self, productID) }
    static let cartClear = ShellCommand(CartClearOperation.self, NoInput())
    static let checkout = ShellCommand(CheckoutOperation.self, NoInput())
    static let orders = ShellCommand(OrdersOperation.self, OrderPageRequest(page: 1, perPage: 20))
    static func orders(page: Int, perPage: Int = 20) -> ShellCommand {
        ShellCommand(OrdersOperation.self, OrderPageRequest(page: page, perPage: perPage))
    }
    static func orderCancel(id: Int64) -> ShellCommand { ShellCommand(OrderCancelOperation.self, id) }
    static func order(id: Int64) -> ShellCommand { ShellCommand(OrderOperation.self, id) }
    static func open(url: String) -> ShellCommand { ShellCommand(OpenCommand.self, url) }
    static let quit = ShellCommand(QuitCommand.self, NoInput())
}

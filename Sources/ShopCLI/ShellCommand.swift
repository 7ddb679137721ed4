import ProductDataIO

/// One parsed REPL command, ready to execute (see ``ShellCommandParser``).
public enum ShellCommand: Equatable, Sendable {
    /// `help [command]`: every command, or the entries whose name is or starts with `topic` (`cart`).
    case help(topic: String?)
    /// `register <username> <password>`: creates an account and signs it in.
    case register(username: String, password: String)
    /// `login <username> [<password>]`: a missing password is asked for without echo.
    case login(username: String, password: String?)
    /// `logout`.
    case logout
    /// `logout --all`: ends every session of the account, on every device.
    case logoutEverywhere
    /// `password`: asks for the current and the new password without echo; ends the account's other sessions.
    case changePassword
    /// `whoami`.
    case whoami
    /// `categories`.
    case categories
    /// `products [--category SLUG] [--page N] [--per-page N] [--sort name|price]`.
    case products(ProductQuery)
    /// `search <words...> [--page N] [--per-page N]`.
    case search(SearchQuery)
    /// `product <id>`.
    case product(id: Int64)
    /// `cart`.
    case cart
    /// `cart add <product-id> [<quantity>]`.
    case cartAdd(productID: Int64, quantity: Int)
    /// `cart set <product-id> <quantity>` (0 removes the line).
    case cartSet(productID: Int64, quantity: Int)
    /// `cart remove <product-id>`.
    case cartRemove(productID: Int64)
    /// `cart clear`.
    case cartClear
    /// `checkout`.
    case checkout
    /// `orders`.
    case orders
    /// `order <order-id>`.
    case order(id: Int64)
    /// `open <shop:// URL>`.
    case open(url: String)
    /// `quit` or `exit`.
    case quit
}

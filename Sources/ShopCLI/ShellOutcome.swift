import CartDataIO
import OrderServiceIO
import ProductDataIO

/// What a successful command produced; ``HumanRenderer`` and ``JSONRenderer`` turn it into output.
public enum ShellOutcome: Equatable, Sendable {
    /// Help entries: every command, or one command's family.
    case help([HelpEntry], topic: String?)
    /// A login or registration succeeded (also the login at the auth barrier).
    case signedIn(username: String, registered: Bool)
    /// The user logged out; `username` is who was logged in, if anyone.
    case signedOut(username: String?)
    /// `logout --all`: `username` was logged in, if anyone, and `sessionCount` sessions of the account ended.
    case signedOutEverywhere(username: String?, sessionCount: Int)
    /// `password`: the password changed and the account's other sessions (this many) ended.
    case passwordChanged(otherSessionsEnded: Int)
    /// `whoami`: the signed-in username, or `nil`.
    case currentUser(String?)
    /// The categories.
    case categories([CategorySummary])
    /// A page of products: a catalog listing or search results.
    case productPage(ProductPage, listing: ProductListing)
    /// One product.
    case product(Product)
    /// The cart, after `change` when a cart command changed it.
    case cart(Cart, change: CartChangeSummary?)
    /// Checkout placed this order.
    case orderPlaced(Order)
    /// One order.
    case order(Order)
    /// The user's orders, newest first.
    case orders([OrderSummary])
    /// `quit`: the REPL stops reading.
    case quit
}

import ShopTerminal

extension ShellCommand {
    /// The command's name as typed, e.g. `cart add`; used in help and in `Login required for '…'.`.
    public var name: String {
        switch self {
        case .help: "help"
        case .register: "register"
        case .login: "login"
        case .logout, .logoutEverywhere: "logout"
        case .changePassword: "password"
        case .whoami: "whoami"
        case .categories: "categories"
        case .products: "products"
        case .search: "search"
        case .product: "product"
        case .cart: "cart"
        case .cartAdd: "cart add"
        case .cartSet: "cart set"
        case .cartRemove: "cart remove"
        case .cartClear: "cart clear"
        case .checkout: "checkout"
        case .orders: "orders"
        case .order: "order"
        case .open: "open"
        case .quit: "quit"
        }
    }

    /// Whether the command goes through the auth barrier: cart commands, `checkout`, `orders` and `order`.
    public var requiresSignIn: Bool {
        switch self {
        case .cart, .cartAdd, .cartSet, .cartRemove, .cartClear, .checkout, .orders, .order: true
        default: false
        }
    }

    /// What the line editor's history keeps of `line`: the line itself, except that a password is never kept
    /// (`login alice secret` is remembered as `login alice`; `register` lines are not remembered).
    ///
    /// - Parameter line: The line as typed.
    /// - Returns: The history entry, or `nil` to keep nothing.
    public func historyEntry(for line: String) -> String? {
        switch self {
        case .register: nil
        case let .login(username, password): password == nil ? line : "login " + CommandLineTokenizer.quote(username)
        default: line
        }
    }
}

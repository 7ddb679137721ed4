import ShopOperations

extension CartOperation: ShellOperation {
    /// The cart table and its total, or `Your cart is empty.`
    public static func humanLines(_ output: CartResult, renderer: HumanRenderer) -> [String] {
        renderer.renderCart(output.cart, change: output.change)
    }
}

extension CartAddOperation: ShellOperation {
    /// `Added 2 × Name to your cart.` and the cart.
    public static func humanLines(_ output: CartResult, renderer: HumanRenderer) -> [String] {
        renderer.renderCart(output.cart, change: output.change)
    }
}

extension CartSetOperation: ShellOperation {
    /// `Set Name to 3 in your cart.` (or `Removed …`) and the cart.
    public static func humanLines(_ output: CartResult, renderer: HumanRenderer) -> [String] {
        renderer.renderCart(output.cart, change: output.change)
    }
}

extension CartRemoveOperation: ShellOperation {
    /// `Removed Name from your cart.` and the cart.
    public static func humanLines(_ output: CartResult, renderer: HumanRenderer) -> [String] {
        renderer.renderCart(output.cart, change: output.change)
    }
}

extension CartClearOperation: ShellOperation {
    /// `Your cart is now empty.`
    public static func humanLines(_ output: CartResult, renderer: HumanRenderer) -> [String] {
        renderer.renderCart(output.cart, change: output.change)
    }
}

import AuthDataIO
import CartDataIO
import OrderServiceIO
import ProductDataIO

extension ShellExecutor {
    /// The commands behind the auth barrier, run for `user`.
    func performGated(_ command: ShellCommand, as user: AuthenticatedUser) async throws(ShellError) -> ShellOutcome {
        switch command {
        case let .cartAdd(id, quantity):
            let change = CartChange(userID: user.id, productID: id, quantity: quantity)
            let cart = try await call(mainboard.ioAddToCart(), change)
            let name = cart.items.first { $0.productID == id }?.name ?? ""
            return .cart(cart, change: .added(productID: id, name: name, quantity: quantity))
        case let .cartSet(id, quantity):
            let change = CartChange(userID: user.id, productID: id, quantity: quantity)
            let cart = try await call(mainboard.ioSetCartQuantity(), change)
            let name = cart.items.first { $0.productID == id }?.name
            let known = await productName(name, id)
            return .cart(cart, change: .quantitySet(productID: id, name: known, quantity: quantity))
        case let .cartRemove(id):
            let cart = try await call(mainboard.ioRemoveFromCart(), CartChange(userID: user.id, productID: id))
            return .cart(cart, change: .removed(productID: id, name: await productName(nil, id)))
        case .cartClear:
            return .cart(try await call(mainboard.ioClearCart(), user.id), change: .cleared)
        case .checkout:
            return .orderPlaced(try await call(mainboard.ioCheckout(), user.id))
        case .orders:
            return .orders(try await call(mainboard.ioOrders(), user.id))
        case let .order(id):
            return .order(try await call(mainboard.ioOrder(), OrderLookup(userID: user.id, orderID: id)))
        default:
            return .cart(try await call(mainboard.ioCart(), user.id), change: nil)
        }
    }

    /// `known`, or the product's name looked up by id (empty when it cannot be found).
    private func productName(_ known: String?, _ id: Int64) async -> String {
        if let known { return known }
        return (try? await call(mainboard.ioProduct(), id))?.name ?? ""
    }
}

/// Every operation of the shop, for a front that offers them by their definitions alone: the HTTP front registers a
/// route for each ``HTTPBinding`` it finds here and documents it, so an operation gains a route by declaring one.
///
/// The order is the order of the API's document (catalog, account, cart, orders, staff). The REPL keeps its own list
/// (`ShellOperations.all`, in `help` order, with its own commands).
public enum OperationCatalog {
    /// Every operation.
    public static let all: [any ShopOperation.Type] = [
        CategoriesOperation.self,
        ProductsOperation.self,
        SearchOperation.self,
        ProductOperation.self,
        RegisterOperation.self,
        LoginOperation.self,
        WhoAmIOperation.self,
        LogoutOperation.self,
        ChangePasswordOperation.self,
        CartOperation.self,
        CartAddOperation.self,
        CartSetOperation.self,
        CartRemoveOperation.self,
        CartClearOperation.self,
        CheckoutOperation.self,
        OrdersOperation.self,
        OrderOperation.self,
        OrderCancelOperation.self,
        AdminProductAddOperation.self,
        AdminProductEditOperation.self,
        AdminProductStockOperation.self,
        AdminProductArchiveOperation.self,
        AdminOrdersOperation.self,
        AdminOrderShipOperation.self,
        AdminOrderDeliverOperation.self,
        AdminOrderCancelOperation.self,
    ]
}

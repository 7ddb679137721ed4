import ShopOperations

/// The REPL's commands, in the order `help` lists them: the one list the parser, `help`, Tab completion and the
/// login prompt read. Adding a command is adding its type here (see "Adding an operation" in ShopOperations).
public enum ShellOperations {
    /// Every command.
    public static let all: [any ShellOperation.Type] = [
        HelpCommand.self,
        RegisterOperation.self,
        LoginOperation.self,
        LogoutOperation.self,
        ChangePasswordOperation.self,
        WhoAmIOperation.self,
        CategoriesOperation.self,
        ProductsOperation.self,
        SearchOperation.self,
        ProductOperation.self,
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
        OpenCommand.self,
        TraceStatusCommand.self,
        TraceOnCommand.self,
        TraceOffCommand.self,
        QuitCommand.self,
    ]

    /// The commands typed with `word` first (`cart` → `cart`, `cart add`, …; `exit` → `quit`), in list order.
    ///
    /// - Parameter word: A lower-case first word.
    /// - Returns: The family, empty when `word` is no command.
    public static func family(of word: String) -> [any ShellOperation.Type] {
        all.filter { $0.definition.commandWord == word || $0.definition.aliases.contains(word) }
    }
}

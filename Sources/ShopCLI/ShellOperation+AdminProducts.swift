import ProductDataIO
import ShopOperations

extension AdminProductAddOperation: ShellOperation {
    /// `Created product 42.`, then the product as `product` shows it.
    public static func humanLines(_ output: Product, renderer: HumanRenderer) -> [String] {
        ["Created product \(output.id)."] + renderer.renderProduct(output)
    }
}

extension AdminProductEditOperation: ShellOperation {
    /// `Updated product 42.`, then the product as `product` shows it.
    public static func humanLines(_ output: Product, renderer: HumanRenderer) -> [String] {
        ["Updated product \(output.id)."] + renderer.renderProduct(output)
    }
}

extension AdminProductStockOperation: ShellOperation {
    /// `Product 42 (Kettle) now has 12 in stock.`
    public static func humanLines(_ output: Product, renderer: HumanRenderer) -> [String] {
        ["Product \(output.id) (\(output.name)) now has \(output.stock) in stock."]
    }
}

extension AdminProductArchiveOperation: ShellOperation {
    /// `Archived product 42 (Kettle).`
    public static func humanLines(_ output: Product, renderer: HumanRenderer) -> [String] {
        ["Archived product \(output.id) (\(output.name))."]
    }
}

import ProductDataIO
import ShopOperations

extension CategoriesOperation: ShellOperation {
    /// A Slug / Name / Products table.
    public static func humanLines(_ output: [CategorySummary], renderer: HumanRenderer) -> [String] {
        renderer.renderCategories(output)
    }
}

extension ProductsOperation: ShellOperation {
    /// The product table and `Page 1 of 12 (240 products).`
    public static func humanLines(_ output: ProductPageResult, renderer: HumanRenderer) -> [String] {
        renderer.renderPage(output.page, listing: output.listing)
    }

    /// The page's product ids.
    public static func listedProductIDs(_ output: ProductPageResult) -> [Int64]? {
        output.page.items.map(\.id)
    }
}

extension SearchOperation: ShellOperation {
    /// The product table and `Page 1 of 2 (23 products match 'lamp').`
    public static func humanLines(_ output: ProductPageResult, renderer: HumanRenderer) -> [String] {
        renderer.renderPage(output.page, listing: output.listing)
    }

    /// The page's product ids.
    public static func listedProductIDs(_ output: ProductPageResult) -> [Int64]? {
        output.page.items.map(\.id)
    }
}

extension ProductOperation: ShellOperation {
    /// The name, then an ID / SKU / Category / Price / Stock / Description listing.
    public static func humanLines(_ output: Product, renderer: HumanRenderer) -> [String] {
        renderer.renderProduct(output)
    }
}

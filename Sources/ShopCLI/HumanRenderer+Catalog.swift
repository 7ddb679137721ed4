import ProductDataIO
import ShopOperations
import ShopTerminal

extension HumanRenderer {
    /// The widest a product name is shown in a table before it is cut with `…`.
    static let nameWidth = 48

    func renderCategories(_ categories: [CategorySummary]) -> [String] {
        guard !categories.isEmpty else { return ["No categories."] }
        let table = TextTable(
            columns: [
                TextTable.Column("Slug"), TextTable.Column("Name"), TextTable.Column("Products", alignment: .right),
            ],
            rows: categories.map { [$0.slug, $0.name, String($0.productCount)] }
        )
        return table.renderLines()
    }

    func renderPage(_ page: ProductPage, listing: ProductListing) -> [String] {
        let pages = max(1, (page.total + page.perPage - 1) / max(1, page.perPage))
        guard !page.items.isEmpty else {
            if page.total > 0 {
                return [
                    "No products on page \(page.page); there \(pages == 1 ? "is" : "are") "
                        + "\(ShellText.counted(pages, "page")) (\(ShellText.counted(page.total, "product")))."
                ]
            }
            switch listing {
            case .catalog(nil): return ["No products."]
            case let .catalog(slug?): return ["No products in \(ShellText.quoted(slug))."]
            case let .search(text): return ["No products match \(ShellText.quoted(text))."]
            }
        }
        let table = TextTable(
            columns: [
                TextTable.Column("ID", alignment: .right),
                TextTable.Column("Name", alignment: .left, maxWidth: Self.nameWidth),
                TextTable.Column("Category", alignment: .left),
                TextTable.Column("Price", alignment: .right),
                TextTable.Column("Stock", alignment: .right),
            ],
            rows: page.items.map { product in
                [
                    String(product.id), product.name, product.categorySlug, money.string(fromCents: product.priceCents),
                    String(product.stock),
                ]
            }
        )
        let found: String
        switch listing {
        case .catalog: found = ShellText.counted(page.total, "product")
        case let .search(text):
            found =
                "\(ShellText.counted(page.total, "product")) \(page.total == 1 ? "matches" : "match") "
                + ShellText.quoted(text)
        }
        return table.renderLines() + ["Page \(page.page) of \(pages) (\(found))."]
    }

    func renderProduct(_ product: Product) -> [String] {
        var table = TextTable(columns: [TextTable.Column("", alignment: .left), TextTable.Column("", alignment: .left)])
        table.showsHeader = false
        table.rows = [
            ["  ID", String(product.id)],
            ["  SKU", product.sku],
            ["  Category", product.categorySlug],
            ["  Price", money.string(fromCents: product.priceCents)],
            ["  Stock", product.stock == 0 ? "0 (out of stock)" : String(product.stock)],
            ["  Description", product.description],
        ]
        return [ShellText.singleLine(product.name)] + table.renderLines()
    }
}

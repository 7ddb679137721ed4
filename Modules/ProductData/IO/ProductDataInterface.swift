import Boardy
import BoardyComponentKit

/// The destination of ``ProductDataID/categories``: every category with its product count.
public typealias CategoriesDestination = BlockTaskDestination<Void, Result<[CategorySummary], ProductDataError>>
/// The destination of ``ProductDataID/productPage``: one sorted page of products.
public typealias ProductPageDestination = BlockTaskDestination<ProductQuery, Result<ProductPage, ProductDataError>>
/// The destination of ``ProductDataID/product``: one product by id.
public typealias ProductDestination = BlockTaskDestination<Int64, Result<Product, ProductDataError>>
/// The destination of ``ProductDataID/search``: a ranked, paged full-text search.
public typealias ProductSearchDestination = BlockTaskDestination<SearchQuery, Result<ProductPage, ProductDataError>>

extension Motherboard {
    /// Every category with its product count.
    public func ioCategories() -> CategoriesDestination { ioDestination(ProductDataID.categories) }
    /// One page of products, optionally in one category, sorted by name or price.
    public func ioProductPage() -> ProductPageDestination { ioDestination(ProductDataID.productPage) }
    /// One product by id.
    public func ioProduct() -> ProductDestination { ioDestination(ProductDataID.product) }
    /// A ranked full-text search over product names and descriptions, paged.
    public func ioSearchProducts() -> ProductSearchDestination { ioDestination(ProductDataID.search) }
}

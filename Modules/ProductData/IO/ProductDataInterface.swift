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

/// The destination of ``ProductDataID/createProduct``: the new product.
public typealias CreateProductDestination = BlockTaskDestination<ProductDraft, Result<Product, ProductDataError>>
/// The destination of ``ProductDataID/editProduct``: the product after the edit.
public typealias EditProductDestination = BlockTaskDestination<ProductEdit, Result<Product, ProductDataError>>
/// The destination of ``ProductDataID/adjustStock``: the product after the change.
public typealias AdjustStockDestination = BlockTaskDestination<StockAdjustment, Result<Product, ProductDataError>>
/// The destination of ``ProductDataID/archiveProduct``: the product as it was archived, by id.
public typealias ArchiveProductDestination = BlockTaskDestination<Int64, Result<Product, ProductDataError>>

extension Motherboard {
    /// Every category with its product count.
    public func ioCategories() -> CategoriesDestination { ioDestination(ProductDataID.categories) }
    /// One page of products, optionally in one category, sorted by name or price.
    public func ioProductPage() -> ProductPageDestination { ioDestination(ProductDataID.productPage) }
    /// One product by id.
    public func ioProduct() -> ProductDestination { ioDestination(ProductDataID.product) }
    /// A ranked full-text search over product names and descriptions, paged.
    public func ioSearchProducts() -> ProductSearchDestination { ioDestination(ProductDataID.search) }
    /// Creates a product (staff).
    public func ioCreateProduct() -> CreateProductDestination { ioDestination(ProductDataID.createProduct) }
    /// Changes a product's name, description, price or category (staff).
    public func ioEditProduct() -> EditProductDestination { ioDestination(ProductDataID.editProduct) }
    /// Restocks or corrects a product's stock with a reason (staff).
    public func ioAdjustStock() -> AdjustStockDestination { ioDestination(ProductDataID.adjustStock) }
    /// Archives a product (staff).
    public func ioArchiveProduct() -> ArchiveProductDestination { ioDestination(ProductDataID.archiveProduct) }
}

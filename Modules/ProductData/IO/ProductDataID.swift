import Boardy

/// The board identifiers ProductData publishes.
public enum ProductDataID {
    /// Every category with its product count.
    public static let categories: BoardID = "mod.productData.categories"
    /// One page of products, optionally in one category, sorted.
    public static let productPage: BoardID = "mod.productData.productPage"
    /// One product by id.
    public static let product: BoardID = "mod.productData.product"
    /// A ranked full-text search over product names and descriptions, paged.
    public static let search: BoardID = "mod.productData.search"
}

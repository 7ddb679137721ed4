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
    ///
    /// Matches are ranked by relevance (a name match counts more than a description match) within tiers of
    /// recency: the 500 newest matches (highest ids) in rank order first, then the next 500, and so on. Every
    /// match appears on exactly one page, and ``ProductPage/total`` is exact.
    public static let search: BoardID = "mod.productData.search"
    /// Creates a product (staff): ``ProductDraft`` in, the new product out; its opening stock is a ledger row.
    public static let createProduct: BoardID = "mod.productData.createProduct"
    /// Changes a product's name, description, price or category (staff); search finds the new words at once.
    public static let editProduct: BoardID = "mod.productData.editProduct"
    /// Restocks or corrects a product's stock (staff), writing a ledger row in the same transaction.
    public static let adjustStock: BoardID = "mod.productData.adjustStock"
    /// Archives a product (staff): it leaves every read; orders keep their lines.
    public static let archiveProduct: BoardID = "mod.productData.archiveProduct"
}

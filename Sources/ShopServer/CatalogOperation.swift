import ShopOperations

/// A shop operation that reads the public catalog and nothing else: it never signs in, signs out, or reads the
/// session, so it can run in a graph shared by many requests (``CatalogGraphPool``).
///
/// Only the operations conforming here run in shared graphs. Each calls ProductData's read-only IO and no other
/// module; a graph that has only ever run them has never held a session, so no user can leak from one request into
/// another through it.
protocol CatalogOperation: ShopOperation {}

extension CategoriesOperation: CatalogOperation {}
extension ProductsOperation: CatalogOperation {}
extension ProductOperation: CatalogOperation {}
extension SearchOperation: CatalogOperation {}

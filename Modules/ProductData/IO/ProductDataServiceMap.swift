import Boardy
import BoardyComponentKit
import BoardyModulePlugin

/// The catalog module's services as the original's `modX` namespace: `mainboard.serviceMap.modProduct.ioCategories`.
///
/// Each property names the `Motherboard` accessor of the same name in ProductDataInterface.swift (the same id, types
/// and mainboard), so both spellings reach one destination.
public final class ProductDataServiceMap: ServiceMap {
    /// The destination of `Motherboard.ioCategories()`.
    public var ioCategories: CategoriesDestination { destination { $0.ioCategories() } }

    /// The destination of `Motherboard.ioProductPage()`.
    public var ioProductPage: ProductPageDestination { destination { $0.ioProductPage() } }

    /// The destination of `Motherboard.ioProduct()`.
    public var ioProduct: ProductDestination { destination { $0.ioProduct() } }

    /// The destination of `Motherboard.ioSearchProducts()`.
    public var ioSearchProducts: ProductSearchDestination { destination { $0.ioSearchProducts() } }

    /// The destination of `Motherboard.ioCreateProduct()`.
    public var ioCreateProduct: CreateProductDestination { destination { $0.ioCreateProduct() } }

    /// The destination of `Motherboard.ioEditProduct()`.
    public var ioEditProduct: EditProductDestination { destination { $0.ioEditProduct() } }

    /// The destination of `Motherboard.ioAdjustStock()`.
    public var ioAdjustStock: AdjustStockDestination { destination { $0.ioAdjustStock() } }

    /// The destination of `Motherboard.ioArchiveProduct()`.
    public var ioArchiveProduct: ArchiveProductDestination { destination { $0.ioArchiveProduct() } }
}

extension ServiceMap {
    /// The catalog module's services.
    public var modProduct: ProductDataServiceMap { link() }
}

import CartDataIO
import Foundation
import OrderServiceIO
import ProductDataIO

/// Fixed values the renderer tests print.
enum RendererFixtures {
    static let lamp = Product(
        id: 7, sku: "FUR-0000007", name: "Timber Family Lamp C91", description: "A lamp in slate.",
        categorySlug: "furniture", priceCents: 180_599, stock: 186)
    static let book = Product(
        id: 12, sku: "BOO-0000012", name: "Willow \"Signature\" Atlas", description: "Maps.\nMore maps.",
        categorySlug: "books", priceCents: 999, stock: 0)
    static let page = ProductPage(items: [lamp, book], page: 1, perPage: 2, total: 5)
    static let cart = Cart(items: [
        CartLine(productID: 7, name: "Timber Family Lamp C91", quantity: 2, unitPriceCents: 180_599),
        CartLine(productID: 12, name: "Willow Atlas", quantity: 1, unitPriceCents: 999),
    ])
    static let order = Order(
        id: 12, status: .placed, totalCents: 362_197, createdAt: "2026-01-31T14:05:09.123Z",
        items: [
            OrderLine(productID: 7, name: "Timber Family Lamp C91", quantity: 2, unitPriceCents: 180_599),
            OrderLine(productID: 12, name: "Willow Atlas", quantity: 1, unitPriceCents: 999),
        ])
    static let summaries = [
        OrderSummary(id: 12, status: .placed, totalCents: 362_197, itemCount: 3, createdAt: "2026-01-31T14:05:09.123Z"),
        OrderSummary(id: 3, status: .shipped, totalCents: 5_607, itemCount: 1, createdAt: "2025-02-18T12:00:00.000Z"),
    ]
    static let categories = [
        CategorySummary(slug: "books", name: "Books", productCount: 24),
        CategorySummary(slug: "furniture", name: "Furniture", productCount: 119),
    ]
    static let emptyPage = ProductPage(items: [], page: 1, perPage: 20, total: 0)
    static let pastTheEnd = ProductPage(items: [], page: 9, perPage: 2, total: 5)
    static let emptyCart = Cart(items: [])
}

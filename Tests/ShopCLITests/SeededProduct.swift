import Foundation

/// A product of the demo catalog, as the tests looked it up.
struct SeededProduct: Sendable {
    let id: Int
    let name: String
    let priceCents: Int
    let stock: Int
}

import Boardy
import BoardyComponentKit
import ProductDataIO
import SQLiteStore
import ShopTestSupport
import Testing

@Suite("ProductData boards are resident")
@MainActor
struct ResidentBoardTests {
    @Test("the product board stays installed after a found and a missing product and serves every later run")
    func productBoardReused() async throws {
        try await withHarness { harness in
            let kitchen = try harness.database.insertCategory(slug: "kitchen", name: "Kitchen")
            let id = try harness.database.insertProduct(
                sku: "KT-1", name: "Kettle", categoryID: kitchen, priceCents: 1, stock: 1
            )
            #expect(try await harness.product(id).get().name == "Kettle")
            let installed = try #require(
                harness.mainboard.board(withIdentifier: ProductDataID.product)
                    as? BlockTaskBoard<Int64, Result<Product, ProductDataError>>)
            #expect(installed.lifetime == .resident)
            #expect(try await harness.product(id + 1) == .failure(.productNotFound(id + 1)))
            #expect(try await harness.product(id).get().name == "Kettle")
            #expect(harness.mainboard.board(withIdentifier: ProductDataID.product) === installed)
            #expect(!installed.isProcessing)
        }
    }
}

import AuthDataIO
import Boardy
import BoardyComponentKit
import BoardyModulePlugin
import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopApp
import Testing

/// The modules' `modX` service maps name the one destination their IOInterface accessors give.
@Suite("Service maps of the shop's modules")
@MainActor
struct ServiceMapModuleTests {
    @Test("mainboard.serviceMap.modX.ioY is the destination mainboard.ioY() gives: same id, same mainboard")
    func sameDestination() async throws {
        let fixture = try ShopFixture()
        try await fixture.createDemoShop()
        let application = try ShopApplication.start(ShopConfiguration(databasePath: fixture.database))
        let mainboard = application.mainboard
        let map = mainboard.serviceMap
        let pairs: [(MainboardGenericDestinationSummary, BoardID)] = [
            (.init(map.modCart.ioAddToCart), mainboard.ioAddToCart().identifier),
            (.init(map.modCart.ioCart), mainboard.ioCart().identifier),
            (.init(map.modAuth.ioSignIn), mainboard.ioSignIn().identifier),
            (.init(map.modAuth.ioAuthGate), mainboard.ioAuthGate().identifier),
            (.init(map.modOrder.ioCheckout), mainboard.ioCheckout().identifier),
            (.init(map.modProduct.ioSearchProducts), mainboard.ioSearchProducts().identifier),
        ]
        for (destination, expected) in pairs {
            #expect(destination.identifier == expected)
            #expect(destination.motherboard === mainboard)
        }
        #expect(map.modCart.ioAddToCart.identifier == CartDataID.addItem)
    }

    @Test("a product read through modProduct equals the one read through the IOInterface accessor")
    func sameResult() async throws {
        let fixture = try ShopFixture()
        try await fixture.createDemoShop()
        let application = try ShopApplication.start(ShopConfiguration(databasePath: fixture.database))
        let mainboard = application.mainboard
        let viaMap = try await mainboard.serviceMap.modProduct.ioProduct.blockActivation.run(1).get()
        let viaAccessor = try await mainboard.ioProduct().blockActivation.run(1).get()
        #expect(viaMap == viaAccessor)
        #expect(viaMap.id == 1)
    }

    @Test("a map whose mainboard is gone still names the destination, and it does nothing")
    func releasedMainboard() {
        var map: ServiceMap?
        do {
            let mainboard = Motherboard()
            map = mainboard.serviceMap
        }
        let destination = map?.modCart.ioClearCart
        #expect(destination?.identifier == CartDataID.clear)
        #expect(destination?.motherboard == nil)
    }
}

/// A destination's id and motherboard, whatever its types.
@MainActor
struct MainboardGenericDestinationSummary {
    let identifier: BoardID
    weak var motherboard: Motherboard?

    init<Input, Output, Command, Action>(_ destination: MainboardGenericDestination<Input, Output, Command, Action>) {
        identifier = destination.identifier
        motherboard = destination.motherboard
    }
}

import Boardy
import BoardyModulePlugin
import Testing

@Suite("ServiceMap")
@MainActor
struct ServiceMapTests {
    @Test("a module's service map gives typed destinations on the mainboard")
    func typedAccess() throws {
        let launcher = try makeShopLauncher()
        var outputs: [[String]] = []
        launcher.mainboard.serviceMap.modCatalog.ioList.flow.handle { items in outputs.append(items.map(\.name)) }
        let hats = CatalogQuery(text: "", category: "hats")
        launcher.mainboard.serviceMap.modCatalog.ioList.activation.activate(with: hats)
        launcher.mainboard.ioCatalogList().activation.activate(with: CatalogQuery(text: "red"))
        #expect(outputs == [["Blue hat"], ["Red shoes"]])
    }

    @Test("link keeps the mainboard and builds the requested subclass")
    func link() throws {
        let launcher = try makeShopLauncher()
        let map = launcher.mainboard.serviceMap
        let catalog: CatalogServiceMap = map.link()
        #expect(catalog.mainboard === launcher.mainboard)
        #expect(catalog.ioDetail.identifier == CatalogID.detail)
        #expect(catalog.ioDetail.motherboard === launcher.mainboard)
    }

    @Test("a board that is not installed gets a service map that does nothing instead of trapping")
    func detachedBoard() {
        let board = RecordingBoard(identifier: "detached", log: EventLog())
        let map = board.serviceMap
        #expect(map.mainboard == nil)
        map.modCatalog.ioList.activation.activate(with: CatalogQuery(text: ""))
        #expect(map.modCatalog.ioList.flow.handle { _ in }.isEmpty)
    }

    @Test("an installed board reaches its motherboard's services")
    func installedBoard() throws {
        let launcher = try makeShopLauncher()
        let board = RecordingBoard(identifier: "probe", log: EventLog())
        try launcher.mainboard.installBoard(board)
        #expect(board.serviceMap.modCatalog.mainboard === launcher.mainboard)
    }

    @Test("a stored service map does not keep the mainboard alive")
    func weakMainboard() {
        var map: CatalogServiceMap?
        do {
            let mainboard = Motherboard()
            map = mainboard.serviceMap.modCatalog
            #expect(map?.mainboard === mainboard)
        }
        #expect(map?.mainboard == nil)
        map?.ioDetail.activation.activate(with: 1)
    }
}

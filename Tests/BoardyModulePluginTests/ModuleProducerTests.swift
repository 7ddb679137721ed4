import Boardy
import BoardyModulePlugin
import Testing

@Suite("Lazy production across module producers")
@MainActor
struct ModuleProducerTests {
    @Test("nothing is produced before an activation")
    func nothingBeforeActivation() throws {
        let database = CatalogDatabase()
        let launcher = try makeShopLauncher(database: database)
        #expect(database.producedBoards.isEmpty)
        #expect(launcher.mainboard.boardCount == 0)
    }

    @Test("a module-internal id resolves in the module producer, an app id falls back to the main producer")
    func internalThenApplicationWide() throws {
        let database = CatalogDatabase()
        let launcher = try makeShopLauncher(database: database)
        var received: [CatalogItem?] = []
        let detail = launcher.mainboard.serviceMap.modCatalog.ioDetail
        detail.flow.handle { received.append($0) }

        detail.activation.activate(with: 42)

        #expect(database.producedBoards == [CatalogID.detail, CatalogInternalID.detailLoader, AnalyticsPlugin.track])
        #expect(received == [CatalogItem(id: 42, name: "Towel", category: "home")])
        #expect(database.trackedEvents == ["viewed:42"])
        // The internal loader lives in the module's nested motherboard, not in the mainboard.
        #expect(launcher.mainboard.boards.map(\.identifier) == [CatalogID.detail])
        let entry = try #require(launcher.mainboard.board(withIdentifier: CatalogID.detail) as? CatalogDetailBoard)
        #expect(entry.isMotherboardLoaded)
    }

    @Test("the module-internal id is unknown to the application's mainboard")
    func internalIDIsPrivate() throws {
        let launcher = try makeShopLauncher()
        let recorder = DiagnosticRecorder()
        launcher.mainboard.diagnosticHandler = recorder.handler
        #expect(launcher.mainboard.activateBoard(CatalogInternalID.detailLoader, withOption: 1) == false)
        #expect(recorder.diagnostics == [.unregisteredBoard(CatalogInternalID.detailLoader)])
    }

    @Test("a module producer is built once per plugin and re-produces boards lazily after completion")
    func reproducesAfterCompletion() throws {
        let database = CatalogDatabase()
        let launcher = try makeShopLauncher(database: database)
        let list = launcher.mainboard.serviceMap.modCatalog.ioList
        list.activation.activate(with: CatalogQuery(text: ""))
        list.activation.activate(with: CatalogQuery(text: "hat"))
        #expect(database.producedBoards == [CatalogID.list, CatalogID.list])
        #expect(launcher.mainboard.boardCount == 0)
    }

    @Test("releasing the launcher releases the whole graph: no retain cycle through module producers")
    func noRetainCycle() throws {
        weak var weakMainboard: Motherboard?
        weak var weakDetail: CatalogDetailBoard?
        do {
            let launcher = try makeShopLauncher()
            launcher.mainboard.serviceMap.modCatalog.ioDetail.activation.activate(with: 1)
            weakMainboard = launcher.mainboard
            weakDetail = launcher.mainboard.board(withIdentifier: CatalogID.detail) as? CatalogDetailBoard
            #expect(weakDetail != nil)
        }
        #expect(weakMainboard == nil)
        #expect(weakDetail == nil)
    }
}

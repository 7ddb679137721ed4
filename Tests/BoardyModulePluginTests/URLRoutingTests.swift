import Boardy
import BoardyModulePlugin
import Testing

/// The example application with extra routes: a launcher-level cart route and a plugin with an orders route.
func makeRoutedLauncher(log: EventLog, database: CatalogDatabase = CatalogDatabase()) throws -> PluginLauncher {
    try makeShopLauncher(database: database) { builder in
        builder
            .install(
                plugin: RecordingPlugin(
                    identifier: "orders", boards: ["orders", "cart"],
                    routes: [
                        URLRoute("shop://orders?page=1&status") { match in
                            .target("orders", "\(try match.positiveInt("page")) \(try match.string("status"))")
                        },
                        URLRoute("shop://echo/{a}/{b}") { match in .target("orders", match.parameters) },
                    ], log: log)
            )
            .install(urlRoutes: [
                URLRoute("shop://cart", name: "cart") { _, mainboard in mainboard.activateBoard("cart") }
            ])
    }
}

@Suite("URL routing")
@MainActor
struct URLRoutingTests {
    @Test("a path capture activates the module's board with a typed input and names route and plugin")
    func pathCapture() throws {
        let database = CatalogDatabase()
        let launcher = try makeRoutedLauncher(log: EventLog(), database: database)
        var received: [CatalogItem?] = []
        launcher.mainboard.serviceMap.modCatalog.ioDetail.flow.handle { received.append($0) }

        let result = try launcher.open(url: "shop://product/42")

        #expect(result.route == "shop://product/{id}")
        #expect(result.routeName == "shop://product/{id}")
        #expect(result.pluginName == "CatalogModulePlugin(catalog.detail)")
        #expect(result.match?.pathParameters == ["id": "42"])
        #expect(received.map { $0?.id } == [42])
    }

    @Test("path and query parameters are merged and the path wins on a conflict")
    func pathAndQuery() throws {
        let launcher = try makeRoutedLauncher(log: EventLog())
        var outputs: [[String]] = []
        launcher.mainboard.serviceMap.modCatalog.ioList.flow.handle { outputs.append($0.map(\.name)) }

        let result = try launcher.open(url: "shop://category/shoes?q=red&slug=hats&sort=price")

        #expect(result.routeName == "category")
        #expect(result.match?.pathParameters == ["slug": "shoes"])
        #expect(result.match?.parameters == ["slug": "shoes", "q": "red", "sort": "price"])
        #expect(result.match?["slug"] == "shoes")
        #expect(outputs == [["Red shoes"]])
    }

    @Test("segments and query items are percent-decoded; '+' stays a plus sign; an encoded slash stays in its segment")
    func percentDecoding() throws {
        let log = EventLog()
        let launcher = try makeRoutedLauncher(log: log)
        let result = try launcher.open(url: "shop://echo/caf%C3%A9%20bar/a%2Fb?q=a%26b+c&na%6De=x")
        #expect(result.match?.pathParameters == ["a": "café bar", "b": "a/b"])
        #expect(result.match?.queryParameters == ["q": "a&b+c", "name": "x"])
    }

    @Test("declared query parameters: defaults fill in, required ones are checked")
    func declaredQuery() throws {
        let log = EventLog()
        let launcher = try makeRoutedLauncher(log: log)
        try launcher.open(url: "shop://orders?status=open")
        try launcher.open(url: "shop://orders?status=&page=3")
        #expect(log.events.suffix(2) == ["activate:orders:1 open", "activate:orders:3 "])
        #expect(throws: URLOpeningError.missingParameter("status", route: "shop://orders?page=1&status")) {
            try launcher.open(url: "shop://orders?page=2")
        }
    }

    @Test("the scheme and literal segments match case-insensitively; captures keep their case")
    func caseInsensitiveLiterals() throws {
        let log = EventLog()
        let launcher = try makeRoutedLauncher(log: log)
        let result = try launcher.open(url: "SHOP://Echo/MiXed/Case")
        #expect(result.match?.pathParameters == ["a": "MiXed", "b": "Case"])
        #expect(try launcher.open(url: "shop://CART").routeName == "cart")
    }

    @Test("a launcher-level route works on the mainboard and reports no plugin")
    func launcherRoute() throws {
        let log = EventLog()
        let launcher = try makeRoutedLauncher(log: log)
        let result = try launcher.open(url: "shop://cart")
        #expect(result.pluginName == nil)
        #expect(log.events.suffix(2) == ["produce:cart", "activate:cart:nil"])
    }

    @Test("when several routes match, all are candidates in install order and all open by default")
    func severalRoutesOpen() throws {
        let log = EventLog()
        let launcher = try promoLauncher(log: log)
        #expect(launcher.urlRoutes == ["shop://promo/{code}", "shop://promo/{slug}", "shop://promo/{other}"])

        let result = try launcher.open(url: "shop://promo/SUMMER")

        let names = ["shop://promo/{code}", "shop://promo/{slug}", "shop://promo/{other}"]
        #expect(result.candidateNames == names)
        #expect(result.opened.map(\.name) == names)
        #expect(result.pluginName == "RecordingPlugin(first)")
        #expect(log.events.suffix(3) == ["activate:first:SUMMER", "launcher route", "second route"])
    }

    @Test("the selectFirst selection keeps the first route in install order; candidates still name all")
    func selectFirst() throws {
        let log = EventLog()
        let option = URLOpeningOption(selectionHandler: URLOpeningOption.selectFirst)
        let launcher = try promoLauncher(log: log, option: option)

        let result = try launcher.open(url: "shop://promo/SUMMER")

        #expect(result.candidates.count == 3)
        #expect(result.opened.map(\.name) == ["shop://promo/{code}"])
        #expect(log.events.last == "activate:first:SUMMER")
        #expect(!log.events.contains("launcher route") && !log.events.contains("second route"))
    }

    private func promoLauncher(log: EventLog, option: URLOpeningOption = .default) throws -> PluginLauncher {
        try PluginLauncher.with()
            .install(
                plugin: RecordingPlugin(
                    identifier: "first", boards: ["first"],
                    routes: [
                        URLRoute("shop://promo/{code}") { match in .target("first", try match.string("code")) }
                    ], log: log)
            )
            .install(urlRoutes: [URLRoute("shop://promo/{slug}") { _, _ in log.append("launcher route") }])
            .install(
                plugin: RecordingPlugin(
                    identifier: "second",
                    routes: [
                        URLRoute("shop://promo/{other}") { _, _ in log.append("second route") }
                    ], log: log)
            )
            .install(urlOpeningOption: option)
            .initialize()
    }

    @Test("canOpen checks without activating")
    func canOpen() throws {
        let log = EventLog()
        let launcher = try makeRoutedLauncher(log: log)
        #expect(launcher.canOpen(url: "shop://product/1"))
        #expect(!launcher.canOpen(url: "shop://product"))
        #expect(!launcher.canOpen(url: "shop://orders"))
        #expect(!log.events.contains { $0.hasPrefix("activate") })
    }

    @Test("URLMatch converts and validates parameters with typed errors")
    func matchAccessors() throws {
        let match = URLMatch(
            url: "shop://x", route: "shop://x", pathParameters: ["id": "7"],
            queryParameters: ["ratio": "0.5", "id": "9", "word": "abc"])
        #expect(match["id"] == "7")
        #expect(try match.value("ratio", as: Double.self) == 0.5)
        #expect(try match.value("id", as: Int.self, expected: "an odd number") { $0 % 2 == 1 } == 7)
        #expect(
            throws: URLOpeningError.invalidParameter(
                "word", value: "abc", expected: "a value of type Int", route: "shop://x"
            )
        ) {
            try match.value("word", as: Int.self)
        }
        #expect(throws: URLOpeningError.missingParameter("nope", route: "shop://x")) { try match.string("nope") }
    }
}

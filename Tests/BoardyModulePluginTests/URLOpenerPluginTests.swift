import Boardy
import BoardyModulePlugin
import Foundation
import Testing

/// Records what the URL-opening handlers saw.
final class OpeningHandlerLog {
    var denied: [String] = []
    var notFound: [String] = []
    var selections: [[String]] = []
}

/// A plugin that registers one opener while it is applied.
struct OpenerRegisteringPlugin: ModulePlugin {
    let identifier: BoardID
    let opener: any URLOpenerPlugin

    func apply(for main: MainComponent) {
        main.registerURLOpenerPlugin(opener)
    }
}

@Suite("URL opener plugins")
@MainActor
struct URLOpenerPluginTests {
    private func blockOpener(_ name: String, host: String, log: EventLog) -> BlockURLOpenerPlugin {
        BlockURLOpenerPlugin(
            name: name, canOpen: { $0.host() == host },
            open: { _, url in log.append("\(name):\(url.absoluteString)") })
    }

    private func launcher(
        _ openers: [any URLOpenerPlugin], option: URLOpeningOption = .default
    ) throws -> PluginLauncher {
        try PluginLauncher.with().install(urlOpenerPlugins: openers).install(urlOpeningOption: option).initialize()
    }

    @Test("candidates are every opener that can open the URL, in install order; by default all of them open")
    func installOrder() throws {
        let log = EventLog()
        let launcher = try launcher([
            blockOpener("b-first", host: "promo", log: log),
            blockOpener("other", host: "cart", log: log),
            URLRoute(name: "c-route", path: "shop://promo/{code}") { _, match in
                log.append("c-route:\(try match.string("code"))")
            },
            blockOpener("a-last", host: "promo", log: log),
        ])
        #expect(launcher.urlOpenerNames == ["b-first", "other", "c-route", "a-last"])

        let result = try launcher.open(url: "shop://promo/SUMMER")

        #expect(result.candidateNames == ["b-first", "c-route", "a-last"])
        #expect(result.opened == result.candidates)
        #expect(result.candidates.map(\.position) == [0, 2, 3])
        #expect(log.events == ["b-first:shop://promo/SUMMER", "c-route:SUMMER", "a-last:shop://promo/SUMMER"])
    }

    @Test("the selection handler sees several candidates and decides which open; open still names them all")
    func selection() throws {
        let log = EventLog()
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(selectionHandler: { _, candidates in
            handlers.selections.append(candidates.map(\.name))
            return candidates.filter { $0.name != "first" }
        })
        let launcher = try launcher(
            [blockOpener("first", host: "promo", log: log), blockOpener("second", host: "promo", log: log)],
            option: option)

        let result = try launcher.open(url: "shop://promo/1")

        #expect(handlers.selections == [["first", "second"]])
        #expect(result.candidateNames == ["first", "second"])
        #expect(result.opened.map(\.name) == ["second"])
        #expect(log.events == ["second:shop://promo/1"])
    }

    @Test("a single candidate opens without asking the selection handler")
    func singleCandidate() throws {
        let log = EventLog()
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(selectionHandler: { _, candidates in
            handlers.selections.append(candidates.map(\.name))
            return []
        })
        let launcher = try launcher([blockOpener("only", host: "promo", log: log)], option: option)
        #expect(try launcher.open(url: "shop://promo/1").opened.map(\.name) == ["only"])
        #expect(handlers.selections.isEmpty)
        #expect(log.events == ["only:shop://promo/1"])
    }

    @Test("a denied URL goes to the denied handler, opens nothing and throws denied")
    func denied() throws {
        let log = EventLog()
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(
            validator: { $0.host() == "admin" ? .denied(reason: "admin links are off") : .accepted },
            deniedHandler: { url, reason in handlers.denied.append("\(url.absoluteString): \(reason)") },
            notFoundHandler: { handlers.notFound.append($0.absoluteString) })
        let launcher = try launcher([blockOpener("admin", host: "admin", log: log)], option: option)

        #expect(throws: URLOpeningError.denied(url: "shop://admin/users", reason: "admin links are off")) {
            try launcher.open(url: "shop://admin/users")
        }
        #expect(handlers.denied == ["shop://admin/users: admin links are off"])
        #expect(handlers.notFound.isEmpty)
        #expect(log.events.isEmpty)
        #expect(!launcher.canOpen(url: "shop://admin/users"))
    }

    @Test("without a denied handler, a denied URL goes to the not-found handler, as in the original")
    func deniedFallsBackToNotFound() throws {
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(
            validator: { _ in .denied(reason: "closed") },
            notFoundHandler: { handlers.notFound.append($0.absoluteString) })
        let launcher = try launcher([blockOpener("any", host: "promo", log: EventLog())], option: option)
        #expect(throws: URLOpeningError.denied(url: "shop://promo", reason: "closed")) {
            try launcher.open(url: "shop://promo")
        }
        #expect(handlers.notFound == ["shop://promo"])
    }

    @Test("no candidate calls the not-found handler and throws, naming the known openers")
    func notFound() throws {
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(notFoundHandler: { handlers.notFound.append($0.absoluteString) })
        let launcher = try launcher(
            [blockOpener("promo", host: "promo", log: EventLog()), URLRoute("shop://cart") { _, _ in }],
            option: option)

        #expect(throws: URLOpeningError.noMatchingRoute(url: "shop://nowhere", knownRoutes: ["promo", "shop://cart"])) {
            try launcher.open(url: "shop://nowhere")
        }
        #expect(handlers.notFound == ["shop://nowhere"])
        #expect(!launcher.canOpen(url: "shop://nowhere"))
    }

    @Test(
        "an invalid URL is malformedURL, and no handler or opener runs",
        arguments: ["not a url", "shop://a/%ZZ", "42"])
    func invalidURL(url: String) throws {
        let log = EventLog()
        let handlers = OpeningHandlerLog()
        let option = URLOpeningOption(
            validator: { _ in
                log.append("validator")
                return .accepted
            }, notFoundHandler: { handlers.notFound.append($0.absoluteString) })
        let opener = BlockURLOpenerPlugin(name: "all", canOpen: { _ in true }, open: { _, _ in log.append("opened") })
        let launcher = try launcher([opener], option: option)
        do {
            try launcher.open(url: url)
            Issue.record("\(url) opened")
        } catch {
            guard case .malformedURL(url, _) = error else {
                Issue.record("\(url): \(error)")
                return
            }
        }
        #expect(log.events.isEmpty)
        #expect(handlers.notFound.isEmpty)
    }

    @Test("path-only patterns capture the path without the host; query items merge and the path wins")
    func pathOnlyPattern() throws {
        let log = EventLog()
        let route = BlockURLOpenerPathMatchingPlugin(name: "item", path: "/items/{id}") { _, match in
            log.append("\(match.parameters.sorted { $0.key < $1.key })")
        }
        let launcher = try launcher([route])

        let result = try launcher.open(url: "https://shop.example/items/7?id=99&ref=mail")

        #expect(result.match?.pathParameters == ["id": "7"])
        #expect(result.match?.parameters == ["id": "7", "ref": "mail"])
        #expect(log.events == [#"[(key: "id", value: "7"), (key: "ref", value: "mail")]"#])
        #expect(try launcher.open(url: "other://any-host/items/8").candidateNames == ["item"])
        #expect(!launcher.canOpen(url: "https://shop.example/items"))
        #expect(!launcher.canOpen(url: "https://items/7"))
    }

    @Test("an opener's own error is wrapped in routeFailed naming it; a URLOpeningError passes through")
    func openerErrors() throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the cache is cold" }
        }
        let launcher = try launcher([
            BlockURLOpenerPlugin(name: "broken", canOpen: { $0.host() == "broken" }) { _, _ in throw Broken() },
            BlockURLOpenerPlugin(name: "strict", canOpen: { $0.host() == "strict" }) { _, _ in
                throw URLOpeningError.missingParameter("token", route: "strict")
            },
        ])
        #expect(throws: URLOpeningError.routeFailed(route: "broken", reason: "the cache is cold")) {
            try launcher.open(url: "shop://broken")
        }
        #expect(throws: URLOpeningError.missingParameter("token", route: "strict")) {
            try launcher.open(url: "shop://strict")
        }
    }

    @Test("an opener a module plugin registers is a candidate named with that plugin, in install order")
    func pluginOpener() throws {
        let log = EventLog()
        let launcher = try PluginLauncher.with()
            .install(urlOpenerPlugins: [blockOpener("launcher", host: "promo", log: log)])
            .install(
                plugin: OpenerRegisteringPlugin(
                    identifier: "promo.module", opener: blockOpener("module", host: "promo", log: log))
            )
            .initialize()
        let result = try launcher.open(url: "shop://promo")
        #expect(result.candidates.map(\.name) == ["launcher", "module"])
        #expect(result.candidates.map(\.pluginName) == [nil, "OpenerRegisteringPlugin(promo.module)"])
    }

    @Test("a route used as an opener directly checks its pattern and required parameters")
    func routeAsOpener() throws {
        let log = EventLog()
        let route = URLRoute("shop://search?q=") { match, _ in log.append(try match.string("q")) }
        let mainboard = Motherboard()
        let url = try #require(URL(string: "shop://search?q=lamp"))
        #expect(route.canOpenURL(url))
        #expect(!route.canOpenURL(try #require(URL(string: "shop://cart"))))
        try route.mainboard(mainboard, openURL: url)
        #expect(log.events == ["lamp"])
        #expect(throws: URLOpeningError.missingParameter("q", route: "shop://search?q=")) {
            try route.mainboard(mainboard, openURL: try #require(URL(string: "shop://search")))
        }
    }
}

import Boardy
import BoardyModulePlugin
import Testing

@Suite("URL opening errors")
@MainActor
struct URLOpeningErrorTests {
    private func openingError(_ url: String, on launcher: PluginLauncher) -> URLOpeningError? {
        do {
            try launcher.open(url: url)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "malformed URLs are rejected with a reason",
        arguments: [
            "not a url", "shop://a b", "shop://product/%ZZ", "shop://product/%E9", "//product/42", "",
        ])
    func malformed(url: String) throws {
        let launcher = try makeRoutedLauncher(log: EventLog())
        let error = try #require(openingError(url, on: launcher))
        guard case let .malformedURL(reported, reason) = error else {
            Issue.record("expected malformedURL, got \(error)")
            return
        }
        #expect(reported == url)
        #expect(!reason.isEmpty)
        #expect(error.description.contains("cannot open"))
    }

    @Test("a scheme no route uses is reported as unknown")
    func unknownScheme() throws {
        let launcher = try makeRoutedLauncher(log: EventLog())
        #expect(
            openingError("https://product/42", on: launcher)
                == .unknownScheme("https", url: "https://product/42"))
    }

    @Test(
        "an unknown path or a wrong segment count matches no route and lists the known ones",
        arguments: [
            "shop://unknown/1", "shop://product", "shop://product/42/extra", "shop://", "shop://cart/1",
        ])
    func noRoute(url: String) throws {
        let launcher = try makeRoutedLauncher(log: EventLog())
        let error = try #require(openingError(url, on: launcher))
        guard case let .noMatchingRoute(reported, known) = error else {
            Issue.record("expected noMatchingRoute, got \(error)")
            return
        }
        #expect(reported == url)
        #expect(known.contains("shop://product/{id}") && known.contains("shop://cart"))
    }

    @Test("an invalid parameter names the parameter, its value and the requirement", arguments: ["abc", "-3", "0"])
    func invalidParameter(value: String) throws {
        let database = CatalogDatabase()
        let launcher = try makeRoutedLauncher(log: EventLog(), database: database)
        let error = openingError("shop://product/\(value)", on: launcher)
        #expect(
            error
                == .invalidParameter(
                    "id", value: value, expected: "a positive integer", route: "shop://product/{id}"))
        #expect(error?.description.contains("a positive integer") == true)
        #expect(database.producedBoards.isEmpty)
    }

    @Test("a required query parameter that is absent is reported for the matched route")
    func missingParameter() throws {
        let launcher = try makeRoutedLauncher(log: EventLog())
        #expect(openingError("shop://search", on: launcher) == .missingParameter("q", route: "shop://search?q="))
    }

    @Test("an activation of an unregistered board and a failing handler are reported")
    func failingRoutes() throws {
        struct OutOfStock: Error, CustomStringConvertible {
            var description: String { "out of stock" }
        }
        let launcher = try PluginLauncher.with()
            .install(urlRoutes: [
                URLRoute("shop://ghost") { _ in BoardInput<Void>.target("ghost") },
                URLRoute("shop://fail") { _, _ in throw OutOfStock() },
            ])
            .initialize()
        launcher.mainboard.diagnosticHandler = { _ in }
        #expect(openingError("shop://ghost", on: launcher) == .activationFailed("ghost", route: "shop://ghost"))
        #expect(openingError("shop://fail", on: launcher) == .routeFailed(route: "shop://fail", reason: "out of stock"))
    }
}

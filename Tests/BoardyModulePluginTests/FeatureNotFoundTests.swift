import Boardy
import BoardyModulePlugin
import Testing

@Suite("Feature not found (NoBoard in the launcher)")
@MainActor
struct FeatureNotFoundTests {
    /// A launcher with one cart route and a feature-not-found handler collecting its reports.
    func makeLauncher() throws -> (PluginLauncher, NotFoundLog) {
        let log = NotFoundLog()
        let launcher = try PluginLauncher.with()
            .install(urlRoutes: [URLRoute("shop://cart") { _ in BoardInput<Void>.target("ghost") }])
            .install(featureNotFoundHandler: { log.reports.append($0) })
            .initialize()
        return (launcher, log)
    }

    @Test("a link no route matches activates the unknown-link id, whose NoBoard reports it; open still throws")
    func unknownLink() throws {
        let (launcher, log) = try makeLauncher()
        #expect(launcher.producesNoBoard)
        #expect(throws: URLOpeningError.noMatchingRoute(url: "shop://nonexistent", knownRoutes: ["shop://cart"])) {
            try launcher.open(url: "shop://nonexistent")
        }
        #expect(log.reports.map(\.identifier) == [PluginLauncher.unknownLinkIdentifier])
        #expect(
            log.reports.first?.option as? URLOpeningError
                == .noMatchingRoute(url: "shop://nonexistent", knownRoutes: ["shop://cart"]))
        #expect(launcher.mainboard.boardCount == 0, "the NoBoard completed and was removed")
    }

    @Test("an unknown scheme goes through the NoBoard too; a malformed URL or a bad parameter does not")
    func whichErrorsReport() throws {
        let (launcher, log) = try makeLauncher()
        _ = try? launcher.open(url: "ftp://cart")
        _ = try? launcher.open(url: "not a url")
        #expect(log.reports.count == 1)
        guard case .unknownScheme? = log.reports.first?.option as? URLOpeningError else {
            Issue.record("expected the unknown scheme, got \(log.reports)")
            return
        }
    }

    @Test("a route activating an unregistered board reaches the NoBoard instead of failing")
    func routeToMissingBoard() throws {
        let (launcher, log) = try makeLauncher()
        try launcher.open(url: "shop://cart")
        #expect(log.reports.map(\.identifier) == ["ghost"])
    }

    @Test("without the handler nothing is activated for an unknown link")
    func withoutHandler() throws {
        let launcher = try PluginLauncher.with().install(urlRoutes: [URLRoute("shop://cart") { _, _ in }]).initialize()
        var diagnostics: [BoardDiagnostic] = []
        launcher.mainboard.diagnosticHandler = { diagnostics.append($0) }
        #expect(!launcher.producesNoBoard)
        _ = try? launcher.open(url: "shop://nonexistent")
        #expect(diagnostics.isEmpty)
    }
}

/// Collects feature-not-found reports.
final class NotFoundLog {
    var reports: [BoardNotFound] = []
}

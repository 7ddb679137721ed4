import AuthData
import Boardy
import BoardyModulePlugin
import Foundation
import Logging
import ShopApp
import Testing

/// A swift-log handler that keeps every line, so a test can read what the application logged.
struct CapturingLogHandler: LogHandler {
    /// The captured lines, shared by every copy of the handler.
    // @unchecked Sendable: `entries` is only read and written while holding `lock`.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(level: Logger.Level, message: String)] = []

        var all: [(level: Logger.Level, message: String)] { lock.withLock { entries } }

        func append(_ level: Logger.Level, _ message: String) {
            lock.withLock { entries.append((level, message)) }
        }
    }

    let lines: Lines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append(event.level, "\(event.message)")
    }
}

@Suite("Board logging in the composition root")
@MainActor
struct BoardLoggingTests {
    /// Starts the application on a fresh database with a capturing logger.
    func start(
        environment: [String: String],
        tracing: Bool = false
    ) throws -> (ShopApplication, CapturingLogHandler.Lines, String) {
        let directory = FileManager.default.temporaryDirectory.path + "/ShopAppTests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var configuration = ShopConfiguration(
            databasePath: directory + "/shop.sqlite", seedsDemoCatalogWhenCreated: false, passwordCost: .testing)
        configuration.tracesBoardMessages = tracing
        let lines = CapturingLogHandler.Lines()
        let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
        let app = try ShopApplication.start(configuration, logger: logger, environment: environment)
        return (app, lines, directory)
    }

    @Test("BOARDY_LOG_ENABLED=true in the environment traces board messages to the logger")
    func environmentSwitchesTracingOn() throws {
        let (app, lines, directory) = try start(environment: ["BOARDY_LOG_ENABLED": "true"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(app.mainboard.traceHandler != nil)
        app.mainboard.activateBoard("no-such-feature")
        let traced = lines.all.filter { $0.message.hasPrefix("boardy: ") }.map(\.message)
        #expect(
            traced == [
                "boardy: boardy.mainboard: activate 'no-such-feature'",
                "boardy: boardy.mainboard: 'no-such-feature' completed (not done)",
            ])
    }

    @Test("tracing stays off without the variable, with another value, and can be switched on in code")
    func offUnlessAsked() throws {
        for environment in [[:], ["BOARDY_LOG_ENABLED": "false"]] {
            let (app, lines, directory) = try start(environment: environment)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            #expect(app.mainboard.traceHandler == nil)
            app.mainboard.activateBoard("no-such-feature")
            #expect(!lines.all.contains { $0.message.hasPrefix("boardy: ") })
        }
        let (app, _, directory) = try start(environment: [:], tracing: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(app.mainboard.traceHandler != nil)
    }

    @Test("an unknown deep link goes through a NoBoard, logged at debug, and open still throws the same error")
    func unknownLinkGoesThroughNoBoard() throws {
        let (app, lines, directory) = try start(environment: [:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(app.launcher.producesNoBoard)
        #expect(throws: URLOpeningError.self) { try app.launcher.open(url: "shop://nonexistent") }
        let notFound = lines.all.filter { $0.message.hasPrefix("feature not found") }
        #expect(notFound.count == 1)
        #expect(notFound.first?.level == .debug)
        #expect(notFound.first?.message.contains("shop://nonexistent") == true)
    }

    @Test("any other unknown id is a feature-not-found warning")
    func unknownIDWarns() throws {
        let (app, lines, directory) = try start(environment: [:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        app.mainboard.activateBoard("wishlist")
        #expect(lines.all.map(\.message) == ["feature not found: no board is registered for id 'wishlist'"])
        #expect(lines.all.first?.level == .warning)
    }
}

import BoardyScaffold
import Testing

@Suite("new-board")
struct BoardPlannerTests {
    /// A package with the module Payment made by new-module.
    static func packageWithModule() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        let outcome = package.run("new-module", "Payment")
        #expect(outcome.status == 0, "\(outcome.error)")
        return package
    }

    @Test("each kind writes its IO extension, board, plugin and test", arguments: BoardKind.allCases)
    func writesKind(kind: BoardKind) throws {
        let package = try Self.packageWithModule()
        defer { package.remove() }
        let before = Set(package.allFiles())
        let outcome = package.run("new-board", "Quote", "--module", "Payment", "--kind", kind.rawValue)
        #expect(outcome.status == 0, "\(outcome.error)")
        let added = Set(package.allFiles()).subtracting(before).sorted()
        var expected = ["Modules/Payment/IO/QuoteInterface.swift"]
        switch kind {
        case .barrier: expected.append("Modules/Payment/IO/QuoteValue.swift")
        case .presenter:
            expected += ["Modules/Payment/IO/QuoteInput.swift", "Modules/Payment/IO/QuoteOutput.swift"]
            expected += ["Modules/Payment/IO/QuotePresenter.swift", "Tests/PaymentTests/QuoteTestPresenter.swift"]
        default: expected += ["Modules/Payment/IO/QuoteInput.swift", "Modules/Payment/IO/QuoteOutput.swift"]
        }
        if kind == .io {
            expected.append("Tests/PaymentTests/QuoteInterfaceTests.swift")
        } else {
            expected += ["Modules/Payment/Sources/QuoteBoard.swift", "Modules/Payment/Sources/QuoteBoardPlugin.swift"]
            expected.append("Tests/PaymentTests/QuoteBoardTests.swift")
        }
        #expect(added == expected.sorted())
        let interface = try package.read("Modules/Payment/IO/QuoteInterface.swift")
        #expect(interface.contains("public static let quote: BoardID = \"mod.payment.quote\""))
        #expect(
            interface.contains(
                "public func ioQuote() -> QuoteDestination {\n        ioDestination(PaymentID.quote)\n    }"))
        #expect(interface.contains("extension PaymentServiceMap {"))
        if kind.hasBoard {
            let board = try package.read("Modules/Payment/Sources/QuoteBoard.swift")
            #expect(board.contains("``PaymentIO/PaymentID/quote``"))
        }
        let plugin = try package.read("Modules/Payment/Sources/PaymentModulePlugin.swift")
        #expect(
            plugin.contains("            QuoteBoardPlugin(),\n            // boardy:scaffold-plugins") == kind.hasBoard)
    }

    @Test("a second board of the same name is refused with exit status 73, whatever its kind")
    func refusesSecond() throws {
        let package = try Self.packageWithModule()
        defer { package.remove() }
        #expect(package.run("new-board", "Quote", "--module", "Payment", "--kind", "task").status == 0)
        let before = package.allFiles()
        let outcome = package.run("new-board", "Quote", "--module", "Payment", "--kind", "empty")
        #expect(outcome.status == 73)
        #expect(outcome.error.contains("nothing was written"))
        #expect(package.allFiles() == before)
    }

    @Test("a board whose id or accessor the module already declares is refused")
    func refusesDeclaredID() throws {
        let package = try Self.packageWithModule()
        defer { package.remove() }
        try package.write(
            "Modules/Payment/IO/Legacy.swift",
            "extension PaymentID {\n    public static let refund: BoardID = \"x\"\n}\n")
        let outcome = package.run("new-board", "Refund", "--module", "Payment", "--kind", "task")
        #expect(outcome.status == 73)
        #expect(outcome.error.contains("Modules/Payment/IO/Legacy.swift already declares the id PaymentID.refund"))
        #expect(package.run("new-board", "Refunds", "--module", "Payment", "--kind", "task").status == 0)
    }

    @Test("an unknown module is refused with exit status 66 and the modules there are")
    func unknownModule() throws {
        let package = try Self.packageWithModule()
        defer { package.remove() }
        let outcome = package.run("new-board", "Quote", "--module", "Billing", "--kind", "task")
        #expect(outcome.status == 66)
        #expect(outcome.error.contains("swift package boardy new-module Billing`, or pass one of: Payment."))
    }

    @Test("a name ending in Board is refused with the name to use")
    func boardSuffix() throws {
        let package = try Self.packageWithModule()
        defer { package.remove() }
        let outcome = package.run("new-board", "QuoteBoard", "--module", "Payment", "--kind", "task")
        #expect(outcome.status == 65)
        #expect(outcome.error.contains("use 'Quote' to make QuoteBoard"))
    }

    @Test("a module without the plugins anchor gets the board and the line that installs its plugin")
    func noPluginsAnchor() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("Modules/Shop/IO/ShopID.swift", "import Boardy\n\npublic enum ShopID {}\n")
        try package.write("Modules/Shop/Sources/ShopModulePlugin.swift", "// a hand-written plugin\n")
        try package.write("Tests/ShopTests/ShopTests.swift", "// tests\n")
        let outcome = package.run("new-board", "Quote", "--module", "Shop", "--kind", "empty")
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(outcome.output.contains("\n    .install(plugin: QuoteBoardPlugin())"))
        #expect(try package.read("Modules/Shop/Sources/ShopModulePlugin.swift") == "// a hand-written plugin\n")
        #expect(!(try package.read("Modules/Shop/IO/QuoteInterface.swift")).contains("ServiceMap"))
    }
}

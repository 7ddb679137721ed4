import BoardyScaffold
import Testing

@Suite("Template rendering")
struct TemplateRenderingTests {
    /// Every Swift file new-module and new-board (every kind) write for `module`, by path.
    static func generatedSwift(module: String, board: String) throws -> [String: String] {
        let package = try TemporaryPackage()
        defer { package.remove() }
        #expect(package.run("new-module", module).status == 0)
        for kind in BoardKind.allCases {
            let name =
                board + kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let outcome = package.run("new-board", name, "--module", module, "--kind", kind.rawValue)
            #expect(outcome.status == 0, "\(outcome.error)")
        }
        var files: [String: String] = [:]
        for path in package.allFiles() where path.hasSuffix(".swift") && path != "Package.swift" {
            files[path] = try package.read(path)
        }
        return files
    }

    @Test("code lines fit 120 columns, even with long names")
    func lineLength() throws {
        for (path, text) in try Self.generatedSwift(module: "InternationalShipping", board: "CustomsDeclaration") {
            for line in text.split(separator: "\n") where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("///") {
                #expect(line.count <= 120, "\(path): \(line)")
            }
        }
    }

    @Test("imports are sorted, and every file ends with one newline")
    func importsSorted() throws {
        for (path, text) in try Self.generatedSwift(module: "Alpha", board: "Quote") {
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == imports.sorted(), "\(path)")
            #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(path)")
        }
    }

    @Test("every public declaration has a doc comment")
    func documented() throws {
        for (path, text) in try Self.generatedSwift(module: "Payment", board: "Quote") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where line.trimmingPrefix(while: { $0 == " " }).hasPrefix("public ") && index > 0 {
                let previous = lines[index - 1].trimmingPrefix(while: { $0 == " " })
                #expect(previous.hasPrefix("///") || previous.hasPrefix("@"), "\(path): \(line)")
            }
        }
    }

    @Test("the module's accessor, service map and plugin name one id")
    func moduleNames() throws {
        let files = try Self.generatedSwift(module: "Payment", board: "Quote")
        #expect(
            files["Modules/Payment/IO/PaymentID.swift"]?.contains(
                "public static let root: BoardID = \"mod.payment.root\"") == true)
        #expect(
            files["Modules/Payment/IO/PaymentInterface.swift"]?.contains(
                "public func ioPayment() -> PaymentDestination {\n        ioDestination(PaymentID.root)\n    }") == true
        )
        #expect(
            files["Modules/Payment/IO/PaymentServiceMap.swift"]?.contains(
                "public var modPayment: PaymentServiceMap { link() }") == true)
        #expect(
            files["Modules/Payment/Sources/PaymentModulePlugin.swift"]?.contains("main.registerBoard(PaymentID.root)")
                == true)
    }
}

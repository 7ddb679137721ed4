import BoardyScaffold
import Testing

@Suite("Command line")
struct ScaffoldCommandTests {
    @Test("new-module takes a name and --dry-run in any order")
    func newModule() throws {
        #expect(try ScaffoldCommand.parse(["new-module", "Payment"]) == .newModule(name: "Payment", dryRun: false))
        #expect(
            try ScaffoldCommand.parse(["new-module", "--dry-run", "Payment"])
                == .newModule(name: "Payment", dryRun: true))
    }

    @Test("new-board takes --module and --kind, with a space or an equals sign")
    func newBoard() throws {
        #expect(
            try ScaffoldCommand.parse(["new-board", "Quote", "--module", "Payment", "--kind", "block-task"])
                == .newBoard(name: "Quote", module: "Payment", kind: .blockTask, dryRun: false))
        #expect(
            try ScaffoldCommand.parse(["new-board", "--kind=io", "--module=Payment", "Quote", "--dry-run"])
                == .newBoard(name: "Quote", module: "Payment", kind: .io, dryRun: true))
    }

    @Test("every kind parses from its spelling")
    func kinds() throws {
        for kind in BoardKind.allCases {
            #expect(
                try ScaffoldCommand.parse(["new-board", "Quote", "--module", "M", "--kind", kind.rawValue])
                    == .newBoard(name: "Quote", module: "M", kind: kind, dryRun: false))
        }
    }

    @Test("no command, help, --help and -h print the usage")
    func help() throws {
        for arguments in [[], ["help"], ["--help"], ["-h"]] {
            #expect(try ScaffoldCommand.parse(arguments) == .help)
        }
    }

    @Test(
        "usage errors say what to do and exit with status 64",
        arguments: [
            (
                ["new-board", "Quote", "--module", "Payment", "--kind", "screen"],
                "Unknown board kind 'screen'. Use --kind empty|task|block-task|barrier|flow|io|presenter."
            ),
            (["new-board", "Quote", "--kind", "task"], "--module is required, as in --module Payment."),
            (["new-board", "Quote", "--module", "Payment", "--kind"], "--kind needs a value, as in --kind task."),
            (["new-module"], "<Name> is missing, as in new-module Payment."),
            (["new-module", "Payment", "Extra"], "Unexpected argument 'Extra': give one name."),
            (["new-module", "Payment", "--force"], "Unknown option '--force'."),
            (["generate", "Payment"], "Unknown command 'generate'. Use new-module, new-board or help."),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: ScaffoldError.usage(message)) { try ScaffoldCommand.parse(arguments) }
        #expect(ScaffoldError.usage(message).exitCode == 64)
    }
}

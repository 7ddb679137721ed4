import BoardyScaffold
import Foundation

// The tool behind `swift package boardy`: `boardy-scaffold [--package DIR] <command> …` (see `help`).
var arguments = Array(CommandLine.arguments.dropFirst())
var root = FileManager.default.currentDirectoryPath
if let index = arguments.firstIndex(of: "--package"), index + 1 < arguments.count {
    root = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
let outcome = ScaffoldTool().run(arguments, in: ScaffoldWorkspace(root: URL(fileURLWithPath: root)))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.error.utf8))
exit(outcome.status)

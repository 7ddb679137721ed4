import Foundation
import PackagePlugin

/// `swift package boardy <command>`: creates modules and boards from the framework's templates.
///
/// The plugin only runs the `boardy-scaffold` tool on the package directory; the tool does the work and prints
/// what it wrote. Its exit status is the tool's (see `swift package boardy help`).
@main
struct BoardyPlugin: CommandPlugin {
    /// Runs the tool with the plugin's arguments.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "boardy-scaffold")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--package", context.package.directoryURL.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}

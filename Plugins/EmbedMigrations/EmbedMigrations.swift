import Foundation
import PackagePlugin

/// A build tool plugin that compiles a target's SQL migrations into it: every `NNNN_name.sql` file found below the
/// target's `SQLite` and `Postgres` folders becomes an entry of a generated `EmbeddedMigrations` enum, so adding a
/// migration is adding its file — nothing lists it.
///
/// The plugin only finds the files (sorted by path) and hands them to the `embed-migrations` tool, which checks the
/// names and writes the Swift source; the build runs the tool again whenever a file is added, removed or edited.
@main
struct EmbedMigrations: BuildToolPlugin {
    /// The folders below the target's directory whose `.sql` files are embedded, by the name of their list.
    static let folders = ["SQLite": "sqlite", "Postgres": "postgres"]

    /// One command: `embed-migrations OUTPUT (--list NAME FILE...)...`.
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        var arguments = [output.path]
        var inputs: [URL] = []
        for (folder, list) in Self.folders.sorted(by: { $0.key < $1.key }) {
            let directory = target.directoryURL.appending(path: folder)
            let files = try Self.sqlFiles(in: directory)
            arguments += ["--list", list] + files.map(\.path)
            inputs += files
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) SQL migrations into \(target.name)",
                executable: try context.tool(named: "embed-migrations").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The `.sql` files directly in `directory`, sorted by name; none when the folder does not exist.
    static func sqlFiles(in directory: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

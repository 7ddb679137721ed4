import BoardyScaffold
import Foundation

/// A package directory in a temporary directory, with a Package.swift holding the scaffolding anchor; removed by
/// ``remove()``.
struct TemporaryPackage {
    /// The package's workspace.
    let workspace: ScaffoldWorkspace

    /// Creates the directory and its manifest (`manifest` replaces the default one).
    init(manifest: String? = nil) throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "boardy-scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        workspace = ScaffoldWorkspace(root: root)
        try write("Package.swift", manifest ?? Self.manifest)
    }

    /// A manifest shaped like the repository's: the Boardy targets, one data module, the anchor last.
    static let manifest = """
        // swift-tools-version:6.1
        import PackageDescription

        let boardyIO: [Target.Dependency] = ["Boardy", "BoardyComponentKit", "BoardyModulePlugin"]
        let boardy: [Target.Dependency] = boardyIO

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Boardy"),
                .target(name: "ProductDataIO", dependencies: boardyIO, path: "Modules/ProductData/IO"),
                // boardy:scaffold-targets
            ]
        )

        """

    /// Writes `text` at the package-relative `path`, creating directories.
    func write(_ path: String, _ text: String) throws {
        let url = workspace.url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text at the package-relative `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: workspace.url(path), encoding: .utf8)
    }

    /// Runs the tool with `arguments` on this package.
    func run(_ arguments: String...) -> ScaffoldTool.Outcome {
        ScaffoldTool().run(arguments, in: workspace)
    }

    /// Every file under the package, as package-relative paths, sorted.
    func allFiles() -> [String] {
        let root = workspace.root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Deletes the directory.
    func remove() {
        try? FileManager.default.removeItem(at: workspace.root)
    }
}

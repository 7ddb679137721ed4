/// Plans `new-module`: the IO, implementation and test targets of a module, and their declarations in
/// Package.swift.
public struct ModulePlanner: Sendable {
    /// The package the module is added to.
    public let workspace: ScaffoldWorkspace

    /// A planner for the package in `workspace`.
    public init(workspace: ScaffoldWorkspace) {
        self.workspace = workspace
    }

    /// The plan for the module `name`.
    ///
    /// - Throws: ``ScaffoldError/invalidName(_:reason:)`` for a name that is not a type name,
    ///   ``ScaffoldError/clash(_:)`` when a target or directory of that name exists,
    ///   ``ScaffoldError/missingAnchor(path:)`` when Package.swift has no anchor.
    public func plan(module name: String) throws(ScaffoldError) -> ScaffoldPlan {
        let module = try ScaffoldName(name)
        for suffix in ["IO", "Tests"] where name.hasSuffix(suffix) && name != suffix {
            throw .invalidName(
                name,
                reason: "the \(suffix) target is made for you; name the module '\(name.dropLast(suffix.count))'")
        }
        let names = ModuleNames(module: module)
        let manifest = try workspace.read("Package.swift")
        let editor = ManifestEditor(manifest: manifest)
        let declared = editor.declaredNames
        for target in [names.name, names.ioTarget, names.testTarget] where declared.contains(target) {
            throw .clash(
                "Package.swift already declares '\(target)'; nothing was written. Pick another module name, or add "
                    + "boards to the existing module with `swift package boardy new-board <Name> --module \(name)`.")
        }
        for directory in ["Modules/\(name)", names.testsDirectory, "Sources/\(name)", "Sources/\(names.ioTarget)"]
        where workspace.exists(directory) {
            throw .clash("\(directory) already exists; nothing was written. Pick another module name, or move it away.")
        }
        let edited = try editor.inserting(Self.targetDeclarations(names))
        return ScaffoldPlan(
            files: ModuleTemplates.files(for: names),
            edits: [
                FileEdit(
                    path: "Package.swift", contents: edited,
                    summary: "adds the targets \(names.ioTarget), \(names.name) and \(names.testTarget)")
            ],
            notes: [
                "",
                "Install the module in your composition root (e.g. Sources/ShopApp, with \(names.name) and \(names.ioTarget) added to its dependencies):",
                "    \(names.installLine)",
                "Then: swift test --filter \(names.testTarget)",
            ])
    }

    /// The Package.swift lines declaring the module's three targets, above the anchor.
    static func targetDeclarations(_ n: ModuleNames) -> [String] {
        [
            "// MARK: \(n.name) (made by `swift package boardy new-module \(n.name)`)",
            ".target(name: \"\(n.ioTarget)\", dependencies: boardyIO, path: \"\(n.ioDirectory)\"),",
            ".target(",
            "    name: \"\(n.name)\",",
            "    dependencies: boardy + [\"\(n.ioTarget)\"],",
            "    path: \"\(n.sourcesDirectory)\",",
            "    swiftSettings: [.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")]",
            "),",
            ".testTarget(name: \"\(n.testTarget)\", dependencies: boardy + [\"\(n.name)\", \"\(n.ioTarget)\"]),",
            "",
        ]
    }
}

import Foundation

/// Plans `new-board`: a board of one kind in an existing module, its IO extension, its plugin and its test.
public struct BoardPlanner: Sendable {
    /// The package the board is added to.
    public let workspace: ScaffoldWorkspace

    /// A planner for the package in `workspace`.
    public init(workspace: ScaffoldWorkspace) {
        self.workspace = workspace
    }

    /// The plan for the board `name` of `kind` in `module`.
    ///
    /// - Throws: ``ScaffoldError/invalidName(_:reason:)``, ``ScaffoldError/missingModule(_:)`` when the module (or
    ///   its id namespace or test directory) is missing, ``ScaffoldError/clash(_:)`` when a file, type, id or
    ///   accessor of the board exists.
    public func plan(board name: String, module moduleName: String, kind: BoardKind) throws(ScaffoldError)
        -> ScaffoldPlan
    {
        let board = try ScaffoldName(name)
        if name.hasSuffix("Board"), name != "Board" {
            throw .invalidName(
                name, reason: "the Board suffix is added for you; use '\(name.dropLast(5))' to make \(name)")
        }
        let module = ModuleNames(module: try ScaffoldName(moduleName))
        try checkModule(module)
        let sources = swiftSources(in: [module.ioDirectory, module.sourcesDirectory])
        let names = BoardNames(board: board, module: module, kind: kind, serviceMap: serviceMap(in: module))
        try checkClashes(names, sources: sources)

        var plan = ScaffoldPlan(
            files: BoardIOTemplates.files(names) + BoardSourceTemplates.files(names) + BoardTestTemplates.files(names))
        if let existing = plan.files.first(where: { workspace.exists($0.path) }) {
            throw .clash("\(existing.path) already exists; nothing was written. Pick another board name.")
        }
        guard kind.hasBoard else {
            plan.notes = [
                "", "Register a board for \(names.id) in a module plugin; callers use `mainboard.\(names.accessor)()`.",
            ]
            return plan
        }
        let pluginFile = sources.sorted(by: { $0.key < $1.key }).first { path, text in
            path.hasPrefix(module.sourcesDirectory) && text.contains(ModuleSourceTemplates.pluginsAnchor)
        }
        if let pluginFile {
            plan.edits.append(
                FileEdit(
                    path: pluginFile.key, contents: Self.insertingPlugin(names, into: pluginFile.value),
                    summary: "adds \(names.plugin)() to bundledPlugins"))
            plan.notes = ["", "\(module.plugin).bundledPlugins now installs \(names.plugin)."]
        } else {
            plan.notes = [
                "",
                "\(module.name) has no '\(ModuleSourceTemplates.pluginsAnchor)' line in its plugin; install the board's plugin where the module's plugins are installed:",
                "    \(names.installLine)",
            ]
        }
        return plan
    }

    private func checkModule(_ module: ModuleNames) throws(ScaffoldError) {
        guard workspace.exists(module.ioDirectory), workspace.exists(module.sourcesDirectory) else {
            let modules = workspace.list("Modules").filter { workspace.exists("Modules/\($0)/IO") }
            throw .missingModule(
                "There is no module '\(module.name)' (Modules/\(module.name)/IO and /Sources). Create it with "
                    + "`swift package boardy new-module \(module.name)`, or pass one of: "
                    + (modules.isEmpty ? "(none yet)" : modules.joined(separator: ", ")) + ".")
        }
        let io = swiftSources(in: [module.ioDirectory])
        guard io.values.contains(where: { $0.contains("enum \(module.idType)") }) else {
            throw .missingModule(
                "\(module.ioDirectory) declares no `enum \(module.idType)`, where the board's id goes. Add "
                    + "`public enum \(module.idType) {}` to \(module.ioDirectory)/\(module.idType).swift and run again."
            )
        }
        guard workspace.exists(module.testsDirectory) else {
            throw .missingModule(
                "There is no \(module.testsDirectory) for the board's test. Add the test target "
                    + "`.testTarget(name: \"\(module.testTarget)\", dependencies: boardy + [\"\(module.name)\", "
                    + "\"\(module.ioTarget)\"])` and its directory, then run again.")
        }
    }

    /// Refuses the board when the module declares its id, its accessor or one of its types (in that order).
    private func checkClashes(_ b: BoardNames, sources: [String: String]) throws(ScaffoldError) {
        var checks = [
            ("static let", b.idProperty, "the id \(b.id)"), ("func", b.accessor, "the accessor \(b.accessor)()"),
        ]
        for type in b.typeNames {
            checks += ["struct", "class", "enum", "protocol", "typealias", "actor"].map {
                ($0, type, "the type \(type)")
            }
        }
        let files = sources.sorted(by: { $0.key < $1.key })
        for (keyword, name, what) in checks {
            if let (path, _) = files.first(where: { Self.declares(keyword, name, in: $0.value) }) {
                throw .clash("\(path) already declares \(what); nothing was written. Pick another board name.")
            }
        }
    }

    /// Whether `text` has `keyword name` followed by a character that cannot continue an identifier.
    static func declares(_ keyword: String, _ name: String, in text: String) -> Bool {
        let needle = "\(keyword) \(name)"
        var rest = Substring(text)
        while let range = rest.range(of: needle) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            let endsWord = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord && endsWord { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The module's `ServiceMap` subclass and its property, found in the IO sources.
    private func serviceMap(in module: ModuleNames) -> (type: String, property: String)? {
        for text in swiftSources(in: [module.ioDirectory]).values {
            guard let type = Self.word(after: "final class ", before: ": ServiceMap", in: text),
                let property = Self.word(after: "public var ", before: ": \(type) { link() }", in: text)
            else { continue }
            return (type, property)
        }
        return nil
    }

    /// The identifier between `prefix` and `suffix` on one line of `text`.
    static func word(after prefix: String, before suffix: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            guard let start = line.range(of: prefix), let end = line.range(of: suffix),
                start.upperBound <= end.lowerBound
            else { continue }
            let word = line[start.upperBound..<end.lowerBound]
            if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(word) }
        }
        return nil
    }

    /// The Swift files under `directories`, by package-relative path.
    private func swiftSources(in directories: [String]) -> [String: String] {
        var sources: [String: String] = [:]
        for directory in directories {
            for entry in workspace.list(directory) where entry.hasSuffix(".swift") {
                let path = "\(directory)/\(entry)"
                sources[path] = try? workspace.read(path)
            }
        }
        return sources
    }

    /// `text` with `Plugin(),` inserted above the plugins anchor, indented like it.
    static func insertingPlugin(_ b: BoardNames, into text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasSuffix(ModuleSourceTemplates.pluginsAnchor) }) else {
            return text
        }
        let indentation = String(lines[index].prefix { $0 == " " })
        lines.insert("\(indentation)\(b.plugin)(),", at: index)
        return lines.joined(separator: "\n")
    }
}

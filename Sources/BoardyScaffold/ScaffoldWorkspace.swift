import Foundation

/// The package directory a command reads and writes: existence checks, reads, and writing a plan without ever
/// overwriting a file.
public struct ScaffoldWorkspace: Sendable {
    /// The package root (the directory holding Package.swift).
    public let root: URL

    /// A workspace over the package at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The absolute URL of a package-relative path.
    public func url(_ path: String) -> URL {
        root.appending(path: path)
    }

    /// Whether a file or directory exists at the package-relative `path`.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// The UTF-8 text of the package-relative `path`.
    public func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw .io("Cannot read \(path) (\(error.localizedDescription)). Run the command from the package root.")
        }
    }

    /// The names of the entries of the package-relative directory `path` (empty when it does not exist).
    public func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).sorted()
    }

    /// Writes `plan`: creates its files (and their directories), then applies its edits.
    ///
    /// Every new file is checked first, so nothing is written when any of them exists; each is then created
    /// exclusively (a file that appears meanwhile is not overwritten).
    public func apply(_ plan: ScaffoldPlan) throws(ScaffoldError) {
        if let existing = plan.files.first(where: { exists($0.path) }) {
            throw .clash(
                "\(existing.path) already exists; nothing was written. Pick another name, or move that file away.")
        }
        for file in plan.files {
            let target = url(file.path)
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: target, options: .withoutOverwriting)
            } catch {
                throw .io(
                    "Cannot write \(file.path) (\(error.localizedDescription)). Check the directory's permissions.")
            }
        }
        for edit in plan.edits {
            do {
                try Data(edit.contents.utf8).write(to: url(edit.path), options: .atomic)
            } catch {
                throw .io("Cannot write \(edit.path) (\(error.localizedDescription)). Check the file's permissions.")
            }
        }
    }
}

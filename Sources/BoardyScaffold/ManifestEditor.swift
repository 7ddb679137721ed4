import Foundation

/// Reads target names from Package.swift and inserts target declarations at the scaffolding anchor.
///
/// The anchor is a comment on a line of its own, `// boardy:scaffold-targets`, at the end of the `targets:` array:
/// new declarations go just above it, with its indentation, so the anchor stays last for the next module.
public struct ManifestEditor: Sendable {
    /// The comment that marks where generated targets go.
    public static let anchor = "// boardy:scaffold-targets"

    /// The manifest's text.
    public let manifest: String

    /// An editor over `manifest`.
    public init(manifest: String) {
        self.manifest = manifest
    }

    /// Every `name: "…"` in the manifest: target, product and dependency names alike (enough to detect a clash).
    public var declaredNames: Set<String> {
        var names: Set<String> = []
        var rest = Substring(manifest)
        while let range = rest.range(of: "name:") {
            rest = rest[range.upperBound...].drop { $0 == " " }
            guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
            names.insert(String(rest[rest.index(after: rest.startIndex)..<end]))
            rest = rest[end...]
        }
        return names
    }

    /// The manifest with `lines` inserted above the anchor, indented like it.
    ///
    /// - Throws: ``ScaffoldError/missingAnchor(path:)`` when no line holds only the anchor.
    public func inserting(_ lines: [String], path: String = "Package.swift") throws(ScaffoldError) -> String {
        var manifestLines = manifest.components(separatedBy: "\n")
        guard
            let index = manifestLines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == ManifestEditor.anchor
            })
        else { throw .missingAnchor(path: path) }
        let indentation = String(manifestLines[index].prefix { $0 == " " })
        manifestLines.insert(
            contentsOf: lines.map { $0.isEmpty ? "" : indentation + $0 }, at: index)
        return manifestLines.joined(separator: "\n")
    }
}

import BoardyScaffold
import Foundation
import Testing

@Suite("Package.swift editing")
struct ManifestEditorTests {
    @Test("declared names include every target named in the manifest")
    func declaredNames() {
        let names = ManifestEditor(manifest: TemporaryPackage.manifest).declaredNames
        #expect(names == ["Shop", "Boardy", "ProductDataIO"])
    }

    @Test("lines go above the anchor with its indentation, and the anchor stays last")
    func insertsAboveAnchor() throws {
        let edited = try ManifestEditor(manifest: TemporaryPackage.manifest).inserting([".target(name: \"A\"),", ""])
        #expect(edited.contains("        .target(name: \"A\"),\n\n        // boardy:scaffold-targets\n    ]"))
    }

    @Test("a manifest without the anchor is refused with exit status 78 and how to add it")
    func missingAnchor() {
        let manifest = TemporaryPackage.manifest.replacingOccurrences(of: "// boardy:scaffold-targets", with: "")
        #expect(throws: ScaffoldError.missingAnchor(path: "Package.swift")) {
            try ManifestEditor(manifest: manifest).inserting(["x"])
        }
        let error = ScaffoldError.missingAnchor(path: "Package.swift")
        #expect(error.exitCode == 78)
        #expect(error.description.contains("at the end of the `targets:` array"))
    }
}

import BoardyScaffold
import Testing

@Suite("new-module")
struct ModulePlannerTests {
    static let moduleFiles = [
        "Modules/Payment/IO/PaymentAction.swift", "Modules/Payment/IO/PaymentCommand.swift",
        "Modules/Payment/IO/PaymentID.swift", "Modules/Payment/IO/PaymentIO.docc/PaymentIO.md",
        "Modules/Payment/IO/PaymentInput.swift", "Modules/Payment/IO/PaymentInterface.swift",
        "Modules/Payment/IO/PaymentOutput.swift", "Modules/Payment/IO/PaymentServiceMap.swift",
        "Modules/Payment/Sources/Payment.docc/Payment.md", "Modules/Payment/Sources/PaymentModulePlugin.swift",
        "Modules/Payment/Sources/PaymentRootBoard.swift", "Package.swift",
        "Tests/PaymentTests/PaymentModuleTests.swift",
    ]

    @Test("creates the IO, implementation and test files and declares the three targets")
    func createsModule() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let outcome = package.run("new-module", "Payment")
        #expect(outcome.status == 0)
        #expect(package.allFiles() == Self.moduleFiles)
        let manifest = try package.read("Package.swift")
        #expect(
            manifest.contains(".target(name: \"PaymentIO\", dependencies: boardyIO, path: \"Modules/Payment/IO\"),"))
        #expect(manifest.contains("dependencies: boardy + [\"PaymentIO\"],"))
        #expect(
            manifest.contains(
                ".testTarget(name: \"PaymentTests\", dependencies: boardy + [\"Payment\", \"PaymentIO\"]),"))
        #expect(manifest.hasSuffix("        // boardy:scaffold-targets\n    ]\n)\n"))
        #expect(outcome.output.contains("\n    .install(plugins: PaymentModulePlugin.bundledPlugins)\n"))
    }

    @Test("--dry-run lists the files and the edit and writes nothing")
    func dryRun() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let outcome = package.run("new-module", "Payment", "--dry-run")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("would create Modules/Payment/Sources/PaymentRootBoard.swift\n"))
        #expect(
            outcome.output.contains("would edit   Package.swift (adds the targets PaymentIO, Payment and PaymentTests)")
        )
        #expect(package.allFiles() == ["Package.swift"])
        #expect(try package.read("Package.swift") == TemporaryPackage.manifest)
    }

    @Test(
        "an existing module, target or directory is refused with exit status 73, nothing written",
        arguments: [
            "ProductData", "Existing",
        ])
    func refusesClash(name: String) throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("Tests/ExistingTests/Keep.swift", "// kept\n")
        let before = package.allFiles()
        let outcome = package.run("new-module", name)
        #expect(outcome.status == 73)
        #expect(outcome.error.hasPrefix("error: "))
        #expect(outcome.error.contains("nothing was written"))
        #expect(package.allFiles() == before)
        #expect(try package.read("Package.swift") == TemporaryPackage.manifest)
    }

    @Test("a second new-module of the same name is refused")
    func secondRun() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        #expect(package.run("new-module", "Payment").status == 0)
        let outcome = package.run("new-module", "Payment")
        #expect(outcome.status == 73)
        #expect(outcome.error.contains("Package.swift already declares 'Payment'"))
    }

    @Test("names ending in IO or Tests are refused with the name to use")
    func suffixes() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let outcome = package.run("new-module", "PaymentIO")
        #expect(outcome.status == 65)
        #expect(outcome.error.contains("name the module 'Payment'"))
    }

    @Test("a manifest without the anchor is refused with exit status 78, nothing written")
    func missingAnchor() throws {
        let package = try TemporaryPackage(manifest: "// swift-tools-version:6.1\n")
        defer { package.remove() }
        let outcome = package.run("new-module", "Payment")
        #expect(outcome.status == 78)
        #expect(package.allFiles() == ["Package.swift"])
    }

    @Test("a file that appears between planning and writing is kept, and nothing is written")
    func neverOverwrites() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let plan = try ModulePlanner(workspace: package.workspace).plan(module: "Payment")
        try package.write("Modules/Payment/Sources/PaymentRootBoard.swift", "// mine\n")
        #expect(throws: ScaffoldError.self) { try package.workspace.apply(plan) }
        #expect(try package.read("Modules/Payment/Sources/PaymentRootBoard.swift") == "// mine\n")
        #expect(package.allFiles() == ["Modules/Payment/Sources/PaymentRootBoard.swift", "Package.swift"])
        #expect(try package.read("Package.swift") == TemporaryPackage.manifest)
    }
}

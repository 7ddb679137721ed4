import Foundation
import Testing

/// One-shot commands (`shop-cli search lapt`), `-c` with and without `--bail`, `--user` with `SHOP_PASSWORD`, the
/// exit statuses and `shop-cli completions`, through the real executable.
@Suite("Transcripts: one-shot commands, -c, --bail, exit statuses and completion scripts")
struct OneShotCommandTests {
    /// A cheap password cost, so the demo users' logins are fast (a debug build honours it).
    static let cheap = ["SHOP_TEST_PASSWORD_COST": "testing"]

    @Test("a shell command given as arguments runs once: human and --json, options before or after it")
    func oneShot() async throws {
        let fixture = try ShopFixture()
        let product = try #require(try await fixture.seededProducts(1).first)
        let search = try await fixture.run(["--db", fixture.database, "search", "laptop"])
        #expect(search.status == 0)
        #expect(search.lines.last?.hasSuffix("match 'laptop').") == true)

        let shown = try await fixture.run(["--db", fixture.database, "--json", "product", "\(product.id)"])
        #expect(shown.status == 0)
        #expect(shown.lines.count == 1)
        #expect(shown.lines.first?.hasPrefix(#"{"ok":true,"result":{"id":\#(product.id),"#) == true)

        let after = try await fixture.run(["product", "\(product.id)", "--json", "--db", fixture.database])
        #expect(after.status == 0)
        #expect(after.lines == shown.lines)

        let repl = try await fixture.run(["repl", "--db", fixture.database, "categories"])
        #expect(repl.status == 0)
        #expect(repl.lines.first?.contains("Slug") == true)
    }

    @Test("a one-shot usage error exits 64, a failed command 1")
    func oneShotFailures() async throws {
        let fixture = try ShopFixture()
        let unknown = try await fixture.run(["--db", fixture.database, "serch", "lapt"])
        #expect(unknown.status == 64)
        #expect(
            unknown.errorLines.last
                == "error: unknown command 'serch' (did you mean 'search'?). Type 'help' to list the commands.")

        let invalid = try await fixture.run(["--db", fixture.database, "product", "zero"])
        #expect(invalid.status == 64)

        let missing = try await fixture.run(["--db", fixture.database, "--json", "product", "999999"])
        #expect(missing.status == 1)
        #expect(missing.lines.first?.hasPrefix(#"{"ok":false,"error":{"code":"not-found""#) == true)

        let both = try await fixture.run(["--db", fixture.database, "-c", "whoami", "categories"])
        #expect(both.status == 64)

        let untouched = fixture.directory.appendingPathComponent("untouched.sqlite").path
        let unknownOption = try await fixture.run(["--db", untouched, "--jsn"])
        #expect(unknownOption.status == 64)
        #expect(unknownOption.standardError.contains("Unknown option '--jsn'"))
        #expect(!FileManager.default.fileExists(atPath: untouched))
    }

    @Test("a gated one-shot command: --user with SHOP_PASSWORD; a wrong or missing password or no --user exits 77")
    func gated() async throws {
        let fixture = try ShopFixture()
        let product = try #require(try await fixture.seededProducts(1).first)
        let added = try await fixture.run(
            ["--db", fixture.database, "--user", "user0001", "cart", "add", "\(product.id)"],
            environment: Self.cheap.merging(["SHOP_PASSWORD": "password-0001"]) { $1 })
        #expect(added.status == 0)
        #expect(added.lines.first == "Added 1 × \(product.name) to your cart.")

        let wrong = try await fixture.run(
            ["--db", fixture.database, "--user", "user0001", "cart"],
            environment: Self.cheap.merging(["SHOP_PASSWORD": "not-the-password"]) { $1 })
        #expect(wrong.status == 77)
        #expect(wrong.lines == [])
        #expect(wrong.errorLines.last?.hasPrefix("error: wrong username or password") == true)

        let noPassword = try await fixture.run(
            ["--db", fixture.database, "--user", "user0001", "cart"], environment: Self.cheap)
        #expect(noPassword.status == 77)
        #expect(noPassword.errorLines.last?.contains("needs a password") == true)

        let nobody = try await fixture.run(["--db", fixture.database, "cart"], environment: Self.cheap)
        #expect(nobody.status == 77)
        #expect(nobody.errorLines.last?.hasPrefix("error: 'cart' needs a signed-in user") == true)
    }

    @Test("-c runs every command, quotes keep a ';'; --bail stops at the first failure")
    func script() async throws {
        let fixture = try ShopFixture()
        _ = try await fixture.seededProducts(1)
        let all = try await fixture.run(
            ["--db", fixture.database, "--json", "-c", #"search "x;y"; product 0; whoami"#])
        #expect(all.status == 64)
        try #require(all.lines.count == 3, "\(all.lines)")
        #expect(all.lines[1].hasPrefix(#"{"ok":false,"error":{"code":"invalid-arguments""#))
        #expect(all.lines[2] == #"{"ok":true,"result":{"username":null,"role":null},"command":"whoami"}"#)

        let bailed = try await fixture.run(
            ["--db", fixture.database, "--json", "--bail", "-c", "whoami; product 0; whoami"])
        #expect(bailed.status == 64)
        #expect(bailed.lines.count == 2)

        let clean = try await fixture.run(["--db", fixture.database, "-c", "whoami;whoami"])
        #expect(clean.status == 0)
        #expect(clean.lines == ["Not logged in.", "Not logged in."])
    }

    @Test("--bail with piped input stops at the first failure; without it every line runs")
    func pipedBail() async throws {
        let fixture = try ShopFixture()
        let lines = ["whoami", "nonsense", "whoami"]
        let bailed = try await fixture.run(["--db", fixture.database, "--bail"], input: lines)
        #expect(bailed.status == 1)
        #expect(bailed.lines == ["Not logged in."])
        let all = try await fixture.run(["--db", fixture.database], input: lines)
        #expect(all.status == 1)
        #expect(all.lines == ["Not logged in.", "Not logged in."])
    }

    @Test("a command exits with the same status one-shot and under -c; piped input with 1")
    func sameStatusEitherForm() async throws {
        let fixture = try ShopFixture()
        let cases: [(command: [String], line: String, status: Int32)] = [
            (["cart"], "cart", 77), (["product", "0"], "product 0", 64), (["nonsense"], "nonsense", 64),
            (["product", "999999"], "product 999999", 1), (["whoami"], "whoami", 0),
        ]
        for (command, line, status) in cases {
            let oneShot = try await fixture.run(["--db", fixture.database] + command, environment: Self.cheap)
            let script = try await fixture.run(["--db", fixture.database, "-c", line], environment: Self.cheap)
            let piped = try await fixture.run(["--db", fixture.database], input: [line], environment: Self.cheap)
            #expect(oneShot.status == status, "\(line): one-shot \(oneShot.errorLines)")
            #expect(script.status == status, "\(line): -c \(script.errorLines)")
            #expect(piped.status == min(status, 1), "\(line): piped \(piped.errorLines)")
        }
    }

    @Test("completions prints a script for bash, zsh and fish, with file completion for --db; help lists exit codes")
    func completionScripts() async throws {
        let fixture = try ShopFixture()
        let expectations = [
            ("bash", "complete -o filenames -F _shop-cli shop-cli", "'--db')\n        __shop-cli_add_completions -f"),
            ("zsh", "#compdef shop-cli", "else ./shop.sqlite).]:path:_files'"),
            ("fish", "complete -c 'shop-cli'", "else ./shop.sqlite).' -rF"),
        ]
        for (shell, marker, fileCompletion) in expectations {
            let result = try await fixture.run(["completions", shell])
            #expect(result.status == 0, "\(shell)")
            #expect(result.standardOutput.contains(marker), "\(shell)")
            #expect(result.standardOutput.contains(fileCompletion), "\(shell): --db completes file names")
        }
        let unknown = try await fixture.run(["completions", "tcsh"])
        #expect(unknown.status == 64)
        let help = try await fixture.run(["--help"])
        #expect(help.standardOutput.contains("completions"))
        #expect(help.standardOutput.contains("64 usage"))
        #expect(help.standardOutput.contains("77 login"))
    }
}

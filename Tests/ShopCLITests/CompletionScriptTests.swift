import Foundation
import Testing

/// The completion scripts offer the one-shot shell commands after `shop-cli`, beside the subcommands; bash runs its
/// script for real.
@Suite("Completion scripts: shell commands beside the subcommands")
struct CompletionScriptTests {
    @Test("bash: shop-cli se<Tab> offers seed and search; shop-cli ca<Tab> cart and categories")
    func bash() async throws {
        let fixture = try ShopFixture()
        let script = try await fixture.run(["completions", "bash"])
        try #require(script.status == 0)
        let path = fixture.directory.appendingPathComponent("shop-cli.bash")
        try Data(script.standardOutput.utf8).write(to: path)
        func complete(_ word: String) async throws -> Set<String> {
            let line = "shop-cli \(word)"
            let program = """
                source '\(path.path)'
                COMP_WORDS=(shop-cli \(word)); COMP_CWORD=1; COMP_LINE='\(line)'; COMP_POINT=\(line.utf8.count)
                _shop-cli shop-cli '\(word)' shop-cli
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try await Subprocess.run("/bin/bash", ["-c", program])
            #expect(result.status == 0, "\(result.standardError)")
            return Set(result.standardOutput.split(separator: "\n").map(String.init))
        }
        #expect(try await complete("se") == ["seed", "search"])
        #expect(try await complete("ca") == ["cart", "categories"])
        #expect(try await complete("che") == ["check", "checkout"])
        #expect(try await complete("re").isSuperset(of: ["repl", "restore", "register"]))
    }

    @Test("zsh and fish list the shell commands as first words too")
    func zshAndFish() async throws {
        let fixture = try ShopFixture()
        let zsh = try await fixture.run(["completions", "zsh"])
        #expect(zsh.standardOutput.contains("            'search:"), "zsh")
        #expect(zsh.standardOutput.contains("            'seed:"), "zsh")
        let fish = try await fixture.run(["completions", "fish"])
        #expect(fish.standardOutput.contains(#"-eq 1' -fa 'search' -d '"#), "fish")
        #expect(fish.standardOutput.contains(#"-eq 1' -fa 'seed' -d '"#), "fish")
    }
}

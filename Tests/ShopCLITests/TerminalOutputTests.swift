import Foundation
import Testing

/// What only happens on a terminal, driven through tmux: the seeding bar, and colour (off with `NO_COLOR` and
/// `--no-color`).
@Suite("Terminal output (tmux)", .enabled(if: Tmux.path != nil, "tmux is not installed"))
struct TerminalOutputTests {
    @Test("seeding on a terminal shows a bar per phase, ending at 100% with its time")
    func seedingBar() async throws {
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        let fixture = try ShopFixture()
        let command =
            "env -u NO_COLOR HOME='\(fixture.directory.path)' TERM=xterm '\(executable.path)' "
            + "seed --db '\(fixture.database)' --products 400 --users 2; echo \"exit=$?\"; cat"
        try await TmuxCommandSession.with(command) { session in
            let screen = try await session.waitFor("the end of seeding") { $0.contains { $0.hasPrefix("exit=") } }
            #expect(screen.contains("exit=0"))
            for phase in ["products", "users", "orders", "search index", "checkpoint"] {
                let bar = screen.first { $0.hasPrefix("  \(phase) ") }
                #expect(bar?.contains("[" + String(repeating: "#", count: 30) + "] 100%") == true, "\(screen)")
                #expect(bar?.wholeMatch(of: /.* 100%  \d+\.\d s/) != nil, "\(String(describing: bar))")
            }
        }
    }

    @Test("an error is red on a terminal, plain under NO_COLOR or --no-color")
    func colour() async throws {
        let executable = try #require(ShopCLIProcess.executable, "shop-cli was not found next to the test bundle")
        let fixture = try ShopFixture()
        _ = try await fixture.shop([])
        for (prefix, flag, coloured) in [("", "", true), ("NO_COLOR=1 ", "", false), ("", " --no-color", false)] {
            let command =
                "env -u NO_COLOR HOME='\(fixture.directory.path)' TERM=xterm \(prefix)'\(executable.path)' "
                + "--db '\(fixture.database)'\(flag)"
            try await TmuxCommandSession.with(command) { session in
                try await session.waitFor("the prompt") { $0.last == "shop>" }
                let prompt = try await session.screen(escapes: true).last ?? ""
                #expect(prompt.hasPrefix("\u{1B}[1mshop") == coloured, "\(prompt.debugDescription)")
                try await session.send("frobnicate", "Enter")
                let screen = try await session.waitFor("the error", escapes: true) { lines in
                    lines.contains { $0.contains("unknown command") }
                }
                let error = try #require(screen.first { $0.contains("unknown command") })
                if coloured { #expect(error.hasPrefix("\u{1B}[1m\u{1B}[31merror:"), "\(error.debugDescription)") }
                #expect(error.contains("\u{1B}[") == coloured, "\(prefix)\(flag): \(error.debugDescription)")
                try await session.send("quit", "Enter")
            }
        }
    }
}

import Foundation
import ShopSeeding
import ShopTestSupport

/// Generates hostile REPL input, deterministically from a seed: valid commands with real ids, valid commands with
/// broken arguments, random tokens, huge and negative numbers, unicode, control characters, invalid UTF-8, very long
/// lines, SQL, FTS and shell metacharacters, odd `shop://` links.
///
/// Lines are bytes (some are not valid UTF-8). No line contains `quit` or `exit`, so the stream is read to its end.
/// Sign-ins are rare on purpose: each costs a production-cost scrypt derivation (a few hundred ms in a debug build).
struct BadInputGenerator {
    var random: SeededRandom
    /// The product ids of the catalog (1…240 in the demo one).
    let productIDs: ClosedRange<Int>

    static let words = [
        "help", "whoami", "categories", "products", "search", "product", "cart",
        "add", "set", "remove", "clear", "checkout", "orders", "order", "open", "--category", "--page",
        "--per-page", "--sort", "name", "price", "books", "electronics", "HELP", "Cart", "ChEcKoUt",
    ]
    static let numbers = [
        "0", "-1", "-0", "1", "2", "7", "240", "241", "99", "-9223372036854775808", "9223372036854775807",
        "9223372036854775808", "99999999999999999999999999999999", "1e3", "0x10", "1_000", "1.5", "+3", "٣", "１２",
        "NaN", "inf", "", "  ", "00000000000000000001", "1000000", "2147483648", "-2147483649",
    ]
    static let metacharacters = [
        "'", "\"", "\\", "`", "$(id)", "${HOME}", "; rm -rf /", "&&", "||", "|", ">", "<", "*", "?", "%", "_",
        "' OR '1'='1", "'; DROP TABLE product; --", "\" OR 1=1 --", "/* comment */", "NULL", "\\x00",
        "NEAR(a b)", "a AND b", "NOT x", "col:val", "^start", "(", ")", "{", "}", "+", "-", "#", "~", "!", "@",
        "%s%n%x", "../../etc/passwd", "&amp;", "<script>alert(1)</script>", "\\'", "''", "\"\"",
    ]
    static let unicode = [
        "é", "ñ", "日本語", "中文", "한국어", "עברית", "العربية", "🛒", "👩‍👩‍👧‍👦", "🇫🇷", "e\u{301}", "\u{200B}",
        "\u{202E}txet", "\u{FEFF}", "\u{2028}", "\u{FFFD}", "Ω", "ß", "İ", "ǅ", "\u{1D11E}", "ｆｕｌｌ",
    ]
    static let controls: [String] =
        (0..<32).compactMap { $0 == 10 ? nil : String(UnicodeScalar(UInt8($0))) }
        + ["\u{7F}", "\u{85}", "\u{9B}", "\u{1B}[2J", "\u{1B}]0;title\u{07}"]
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
    ]
    static let links = [
        "shop://product/{id}", "shop://product/{n}", "shop://category/{w}", "shop://category/books?page={n}",
        "shop://category/books?sort={w}", "shop://search?q={w}", "shop://search?q={w}&page={n}", "shop://cart",
        "shop://orders", "shop://order/{n}", "shop://order/{id}", "shop://", "shop:", "http://example.com",
        "file:///etc/passwd", "javascript:alert(1)", "shop://product/{id}/../../order/1", "shop://cart?user=user0002",
        "shop://search?q=%27%3B%20DROP%20TABLE%20product%3B--", "shop://search?q=%00", "shop://product/%31",
        "shop://category/%E2%80%AE", "SHOP://CART", "shop://order/{id}#frag", "shop://search?q=a&q=b", "shop://%",
    ]

    /// `count` lines (or a few more): a sign-in as a demo user first, then hostile lines.
    mutating func lines(_ count: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = [Array("login user0001 password-0001".utf8)]
        while lines.count < count {
            let block = next()
            let allowed = block.allSatisfy { line in
                let lowered = String(decoding: line, as: UTF8.self).lowercased()
                return !lowered.contains("quit") && !lowered.contains("exit") && !line.contains(0x0A)
            }
            if allowed { lines += block }
        }
        return lines
    }

    /// One line, or a short block of lines (a sign-out and what follows it).
    mutating func next() -> [[UInt8]] {
        let roll = Int.random(in: 0..<1000, using: &random)
        switch roll {
        case 0..<3: return [Array(longLine(Int.random(in: 90_000...110_000, using: &random)).utf8)]
        case 3..<25: return [Array(longLine(Int.random(in: 500...8_000, using: &random)).utf8)]
        case 25..<28: return signOutBlock().map { Array($0.utf8) }
        case 28..<30:
            let name = random.chance(0.5) ? "fuzz_\(UInt16.random(in: 0...999, using: &random))" : token()
            return [Array("register \(name) \(token())".utf8)]
        case 30: return [Array("login \(token()) \(token())".utf8)]
        case 31..<45: return demoLogin().map { Array($0.utf8) }
        case 45..<75: return [withInvalidUTF8()]
        case 75..<150: return [Array(withControls().utf8)]
        case 150..<450: return [Array(validCommand().utf8)]
        case 450..<700: return [Array(brokenArguments().utf8)]
        default: return [Array(randomTokens().utf8)]
        }
    }

    /// A sign-in as a demo user, sometimes with a wrong password or with the password on the next line (cheap only
    /// because the fuzz workspaces run shop-cli at the testing password cost; at the production cost each check of
    /// a demo account's cheaper hash is padded with one production-cost derivation).
    private mutating func demoLogin() -> [String] {
        let user = Int.random(in: 1...3, using: &random)
        let password = random.chance(0.8) ? user : Int.random(in: 1...4, using: &random)
        return random.chance(0.8)
            ? ["login user000\(user) password-000\(password)"]
            : ["login user000\(user)", "password-000\(password)"]
    }

    /// `logout`, then a command behind the auth barrier whose prompts get a demo login, an empty username (cancel)
    /// or garbage credentials, then a demo login so the stream goes on signed in.
    private mutating func signOutBlock() -> [String] {
        let gated = random.pick([
            "cart", "cart add \(id())", "checkout", "orders", "order 1", "cart clear",
            "open shop://cart", "open shop://order/\(id())",
        ])
        let user = Int.random(in: 1...3, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return ["logout", gated, "user000\(user)", "password-000\(user)"]
        case 1: return ["logout", gated, "", "login user000\(user) password-000\(user)"]
        default:
            return ["logout", gated, "x" + token(), token(), "login user000\(user) password-000\(user)"]
        }
    }

    private mutating func id() -> String { String(Int.random(in: productIDs, using: &random)) }
    private mutating func number() -> String { random.chance(0.5) ? id() : random.pick(Self.numbers) }

    private mutating func token() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: random.pick(Self.words)
        case 1: number()
        case 2: random.pick(Self.metacharacters)
        case 3: random.pick(Self.unicode)
        case 4: quoted(random.pick(Self.metacharacters) + random.pick(Self.unicode))
        default:
            String(
                (0..<Int.random(in: 1...12, using: &random)).map { _ in
                    Character(UnicodeScalar(UInt8.random(in: 0x21...0x7E, using: &random)))
                })
        }
    }

    private mutating func quoted(_ text: String) -> String {
        let quote = random.pick(["\"", "'"])
        return quote + text.replacingOccurrences(of: quote, with: "\\" + quote) + quote
    }

    private mutating func link() -> String {
        var url = random.pick(Self.links)
        url = url.replacingOccurrences(of: "{id}", with: id())
        url = url.replacingOccurrences(of: "{n}", with: random.pick(Self.numbers))
        url = url.replacingOccurrences(of: "{w}", with: random.chance(0.5) ? random.pick(Self.words) : token())
        return random.chance(0.5) ? quoted(url) : url
    }

    private mutating func validCommand() -> String {
        let quantity = String(Int.random(in: 1...3, using: &random))
        return random.pick([
            "cart add \(id()) \(quantity)", "cart add \(id())",
            "cart set \(id()) \(Int.random(in: 0...4, using: &random))",
            "cart remove \(id())", "cart", "checkout", "checkout", "orders",
            "order \(Int.random(in: 1...60, using: &random))",
            "product \(id())", "products --page \(Int.random(in: 1...20, using: &random)) --sort price", "categories",
            "search \(random.pick(Self.words)) \(random.pick(Self.unicode))", "whoami", "help", "help cart add",
            "open \(link())", "cart clear", "products --category \(random.pick(["books", "electronics", "toys"]))",
        ])
    }

    private mutating func brokenArguments() -> String {
        let command = random.pick([
            "cart add", "cart set", "cart remove", "product", "order", "products --page", "products --per-page",
            "products --category", "products --sort", "search", "open", "help", "cart", "cart add 1", "whoami",
        ])
        let count = Int.random(in: 0...4, using: &random)
        return ([command] + (0..<count).map { _ in random.chance(0.4) ? number() : token() }).joined(separator: " ")
    }

    private mutating func randomTokens() -> String {
        (0..<Int.random(in: 1...10, using: &random)).map { _ in token() }.joined(separator: " ")
    }

    private mutating func withControls() -> String {
        var line = random.chance(0.5) ? validCommand() : randomTokens()
        let position = line.index(line.startIndex, offsetBy: Int.random(in: 0...line.count, using: &random))
        line.insert(contentsOf: random.pick(Self.controls), at: position)
        return line
    }

    private mutating func withInvalidUTF8() -> [UInt8] {
        var line = Array((random.chance(0.5) ? validCommand() : randomTokens()).utf8)
        line.insert(contentsOf: random.pick(Self.invalidUTF8), at: Int.random(in: 0...line.count, using: &random))
        return line
    }

    private mutating func longLine(_ length: Int) -> String {
        let prefix = random.pick(["search ", "product ", "cart add ", "register ", "", "open shop://search?q=", "# "])
        let unit = random.chance(0.5) ? random.pick(Self.unicode) : random.pick(Self.metacharacters + ["9", "a b"])
        var line = prefix
        while line.utf8.count < length { line += unit }
        return line
    }
}

/// The options of `shop-cli` itself that may also follow a one-shot command (`shop-cli search lapt --json`).
///
/// ArgumentParser hands everything after the command word to the command; no shell command has a `--json`, `--db`
/// or `--database` of its own, so these are taken back out.
enum OneShotOptions {
    /// Removes `--json`, `--db PATH`, `--db=PATH`, `--database[-url] URL` and `--database[-url]=URL` from `words` (after the
    /// command word), setting the options.
    ///
    /// - Parameters:
    ///   - words: The one-shot command's words.
    ///   - json: Set when `--json` was among them.
    ///   - databasePath: Set to the path of a `--db` among them.
    ///   - databaseURL: Set to the URL of a `--database` among them.
    static func extract(
        from words: inout [String], json: inout Bool, databasePath: inout String?, databaseURL: inout String?
    ) {
        guard !words.isEmpty else { return }
        var kept = [words[0]]
        var index = 1
        while index < words.count {
            let word = words[index]
            if word == "--json" {
                json = true
            } else if word == "--db", index + 1 < words.count {
                databasePath = words[index + 1]
                index += 1
            } else if word.hasPrefix("--db=") {
                databasePath = String(word.dropFirst("--db=".count))
            } else if word == "--database" || word == "--database-url", index + 1 < words.count {
                databaseURL = words[index + 1]
                index += 1
            } else if let equals = word.firstIndex(of: "="),
                ["--database", "--database-url"].contains(word[..<equals])
            {
                databaseURL = String(word[word.index(after: equals)...])
            } else {
                kept.append(word)
            }
            index += 1
        }
        words = kept
    }
}

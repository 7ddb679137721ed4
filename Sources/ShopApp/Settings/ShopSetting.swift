import Foundation

/// One setting of the shop's programs: its name, and from it its flag (`--` + name) and its environment variable
/// (`SHOP_` + the name in upper case with `-` as `_`), its key in a config file (the name), its default and what it
/// does.
///
/// Every setting is read the same way, with one precedence: the flag, else the variable (or one of its older
/// ``aliasVariables``), else the config file (`--config FILE` / `SHOP_CONFIG`), else the default
/// (``ShopSettingsReader``). ``ShopSetting/all`` lists them; `docs/configuration.md` is that list as a table.
public struct ShopSetting: Sendable, Hashable, Identifiable {
    /// The programs a setting applies to.
    public enum Program: String, Sendable, Hashable, CaseIterable {
        /// `shop-server`.
        case server = "shop-server"
        /// `shop-cli`.
        case cli = "shop-cli"
    }

    /// The value's shape, which says how text from a flag or a variable is read.
    public enum Kind: String, Sendable, Hashable {
        /// Any text.
        case text
        /// A whole number.
        case integer
        /// A comma-separated list (an array of strings in a config file).
        case list
        /// A duration: a whole number followed by `s`, `m`, `h` or `d` (`30d`, `15m`), or seconds.
        case duration
    }

    /// The name: the config file's key, and the root of the flag and the variable.
    public let name: String
    /// The value's shape.
    public let kind: Kind
    /// The default, as the documentation and `--print-config` show it.
    public let defaultDescription: String
    /// What the setting does, in one sentence.
    public let summary: String
    /// The programs that read it.
    public let programs: Set<Program>
    /// Whether its value is masked in `--print-config` and messages (a URL's password is hidden either way).
    public let isSecret: Bool
    /// Older variables read after ``environmentVariable`` (`LOG_LEVEL`).
    public let aliasVariables: [String]
    /// Older flags that set it too (`--database` for `--database-url`).
    public let aliasFlags: [String]

    /// Creates a setting.
    public init(
        _ name: String, kind: Kind = .text, default defaultDescription: String, _ summary: String,
        programs: Set<Program> = Set(Program.allCases), isSecret: Bool = false, aliasVariables: [String] = [],
        aliasFlags: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.defaultDescription = defaultDescription
        self.summary = summary
        self.programs = programs
        self.isSecret = isSecret
        self.aliasVariables = aliasVariables
        self.aliasFlags = aliasFlags
    }

    /// The name.
    public var id: String { name }

    /// `--` + the name.
    public var flag: String { "--" + name }

    /// `SHOP_` + the name in upper case, `-` as `_` (`SHOP_DATABASE_URL`).
    public var environmentVariable: String {
        "SHOP_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
    }
}

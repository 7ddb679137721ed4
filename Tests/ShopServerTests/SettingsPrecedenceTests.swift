import Foundation
import Logging
import ShopApp
import ShopServer
import Testing

@Suite("settings: flag > environment > config file > default, for every setting of shop-server")
struct SettingsPrecedenceTests {
    /// A value for each setting at each level (flag, variable, file), all different, and how to read the resolved
    /// value back.
    struct Case: Sendable, CustomStringConvertible {
        let setting: ShopSetting
        let flag: String
        let variable: String
        let file: String
        let resolved: @Sendable (ShopServerSettings) -> String
        var description: String { setting.name }
    }

    static let cases: [Case] = [
        Case(setting: .host, flag: "127.0.0.2", variable: "127.0.0.3", file: "127.0.0.4") { $0.server.host },
        Case(setting: .port, flag: "8001", variable: "8002", file: "8003") { String($0.server.port) },
        Case(setting: .db, flag: "flag.sqlite", variable: "variable.sqlite", file: "file.sqlite") {
            $0.shop.database.description
        },
        Case(
            setting: .databaseURL, flag: "postgres://a@h1/db", variable: "postgres://a@h2/db",
            file: "postgres://a@h3/db"
        ) { $0.shop.database.description },
        Case(setting: .databaseConnections, flag: "11", variable: "12", file: "13") {
            String($0.shop.databaseConnections)
        },
        Case(setting: .databaseConnectTimeout, flag: "500ms", variable: "2s", file: "3m") {
            ShopSettingsReader.describe($0.shop.databaseConnectTimeout)
        },
        Case(setting: .databaseStatementTimeout, flag: "1500ms", variable: "20s", file: "1h") {
            ShopSettingsReader.describe($0.shop.databaseStatementTimeout)
        },
        Case(setting: .logLevel, flag: "debug", variable: "notice", file: "error") { $0.shop.logLevel?.rawValue ?? "" },
        Case(setting: .traceOutput, flag: "flag.jsonl", variable: "variable.jsonl", file: "file.jsonl") {
            $0.shop.traceOutput ?? ""
        },
        Case(
            setting: .corsOrigins, flag: "https://flag.example", variable: "https://variable.example",
            file: "https://file.example"
        ) { $0.server.cors.allowedOrigins.joined(separator: ",") },
        Case(setting: .sessionLifetime, flag: "1h", variable: "2h", file: "3h") {
            ShopSettingsReader.describe($0.shop.sessionLifetime)
        },
        Case(setting: .loginThrottle, flag: "3/1m", variable: "4/1m", file: "6/1m") {
            $0.shown.first { $0.setting == .loginThrottle }?.value ?? ""
        },
        Case(setting: .idleTimeout, flag: "11s", variable: "12s", file: "13s") {
            ShopSettingsReader.describe($0.server.connections.idleTimeout)
        },
        Case(setting: .headerTimeout, flag: "2s", variable: "3s", file: "4s") {
            ShopSettingsReader.describe($0.server.connections.headerTimeout)
        },
        Case(setting: .bodyTimeout, flag: "5m", variable: "6m", file: "7m") {
            ShopSettingsReader.describe($0.server.connections.bodyTimeout)
        },
        Case(setting: .maxConnections, flag: "100", variable: "200", file: "300") {
            String($0.server.connections.maximumConnections)
        },
        Case(setting: .shutdownTimeout, flag: "1m", variable: "2m", file: "1h") {
            ShopSettingsReader.describe($0.server.connections.shutdownTimeout)
        },
    ]

    /// Resolves with the levels `levels` set ("flag", "variable", "file") for `item`.
    func resolve(_ item: Case, levels: Set<String>, directory: URL) throws -> ShopServerSettings {
        var flags: [String: String] = [:]
        var environment: [String: String] = [:]
        if levels.contains("flag") { flags[item.setting.name] = item.flag }
        if levels.contains("variable") { environment[item.setting.environmentVariable] = item.variable }
        if levels.contains("file") {
            let file = directory.appendingPathComponent("settings.json")
            let value: Any = item.setting.kind == .integer ? Int(item.file)! : item.file
            try JSONSerialization.data(withJSONObject: [item.setting.name: value]).write(to: file)
            flags["config"] = file.path
        }
        return try ShopServerSettings.resolve(flags: flags, environment: environment)
    }

    @Test("each level beats the ones below it", arguments: cases)
    func precedence(_ item: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func value(_ levels: Set<String>) throws -> String {
            item.resolved(try resolve(item, levels: levels, directory: directory))
        }
        let expected: (String) -> String = { raw in
            switch item.setting {
            case .db: raw
            case .databaseURL: raw.replacingOccurrences(of: "/db", with: ":5432/db")
            default: raw
            }
        }
        #expect(try value(["flag", "variable", "file"]) == expected(item.flag))
        #expect(try value(["variable", "file"]) == expected(item.variable))
        #expect(try value(["file"]) == expected(item.file))
        let defaults = try resolve(item, levels: [], directory: directory)
        let shown = try #require(defaults.shown.first { $0.setting == item.setting })
        #expect(shown.source == .defaultValue)
    }

    @Test("LOG_LEVEL is read after SHOP_LOG_LEVEL; --database sets database-url; a URL beats a file at one level")
    func aliases() throws {
        let old = try ShopServerSettings.resolve(flags: [:], environment: ["LOG_LEVEL": "debug"])
        #expect(old.shop.logLevel == .debug)
        let both = try ShopServerSettings.resolve(
            flags: [:], environment: ["LOG_LEVEL": "debug", "SHOP_LOG_LEVEL": "error"])
        #expect(both.shop.logLevel == .error)
        let tie = try ShopServerSettings.resolve(
            flags: [:], environment: ["SHOP_DB": "x.sqlite", "SHOP_DATABASE_URL": "postgres://a@h/db"])
        #expect(tie.shop.database.isPostgres)
        let flagFile = try ShopServerSettings.resolve(
            flags: ["db": "x.sqlite"], environment: ["SHOP_DATABASE_URL": "postgres://a@h/db"])
        #expect(flagFile.shop.database == .sqlite(path: "x.sqlite"), "a flag beats a variable across the two")
    }

    @Test("the default connection cap is 1024, or what the descriptor limit leaves for connections, at least 1")
    func defaultCap() {
        #expect(ConnectionLimits.defaultMaximumConnections(databaseConnections: 10, descriptorLimit: 1_048_576) == 1024)
        #expect(ConnectionLimits.defaultMaximumConnections(databaseConnections: 10, descriptorLimit: 1024) == 982)
        #expect(ConnectionLimits.defaultMaximumConnections(databaseConnections: 10, descriptorLimit: 64) == 22)
        #expect(ConnectionLimits.defaultMaximumConnections(databaseConnections: 100, descriptorLimit: 64) == 1)
        let resolved = try? ShopServerSettings.resolve(flags: [:], environment: [:])
        #expect(resolved?.server.connections == ConnectionLimits())
    }

    @Test(
        "malformed values are errors naming the source, never a silent default",
        arguments: [
            ("SHOP_PORT", "abc", "$SHOP_PORT"), ("SHOP_PORT", "70000", "$SHOP_PORT"),
            ("SHOP_DATABASE_CONNECTIONS", "0", "$SHOP_DATABASE_CONNECTIONS"), ("LOG_LEVEL", "loud", "$LOG_LEVEL"),
            ("SHOP_SESSION_LIFETIME", "forever", "$SHOP_SESSION_LIFETIME"),
            ("SHOP_DATABASE_CONNECT_TIMEOUT", "0", "$SHOP_DATABASE_CONNECT_TIMEOUT"),
            ("SHOP_DATABASE_CONNECT_TIMEOUT", "-5s", "$SHOP_DATABASE_CONNECT_TIMEOUT"),
            ("SHOP_DATABASE_CONNECT_TIMEOUT", "soon", "$SHOP_DATABASE_CONNECT_TIMEOUT"),
            ("SHOP_DATABASE_STATEMENT_TIMEOUT", "0ms", "$SHOP_DATABASE_STATEMENT_TIMEOUT"),
            ("SHOP_DATABASE_STATEMENT_TIMEOUT", "2h", "$SHOP_DATABASE_STATEMENT_TIMEOUT"),
            ("SHOP_DATABASE_STATEMENT_TIMEOUT", "10 s", "$SHOP_DATABASE_STATEMENT_TIMEOUT"),
            ("SHOP_LOGIN_THROTTLE", "5 per minute", "$SHOP_LOGIN_THROTTLE"),
            ("SHOP_CORS_ORIGINS", "https://ok.example,not-an-origin", "$SHOP_CORS_ORIGINS"),
            ("SHOP_DATABASE_URL", "mysql://root:hunter2@h/db", "$SHOP_DATABASE_URL"),
            ("SHOP_CONFIG", "/no/such/file.json", "/no/such/file.json"),
            ("SHOP_HEADER_TIMEOUT", "0s", "$SHOP_HEADER_TIMEOUT"), ("SHOP_BODY_TIMEOUT", "2h", "$SHOP_BODY_TIMEOUT"),
            ("SHOP_IDLE_TIMEOUT", "soon", "$SHOP_IDLE_TIMEOUT"), ("SHOP_MAX_CONNECTIONS", "0", "$SHOP_MAX_CONNECTIONS"),
            ("SHOP_SHUTDOWN_TIMEOUT", "-1s", "$SHOP_SHUTDOWN_TIMEOUT"),
        ])
    func malformed(_ variable: String, _ value: String, _ named: String) {
        #expect {
            _ = try ShopServerSettings.resolve(flags: [:], environment: [variable: value])
        } throws: { error in
            let text = (error as? ShopSettingsError)?.description ?? ""
            return text.contains(named) && !text.contains("hunter2")
        }
    }

    @Test("a config file with an unknown key, the wrong JSON type or not an object is refused")
    func badFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (text, fragment) in [
            (#"{"prot": 8080}"#, "unknown setting 'prot'"), (#"{"port": true}"#, "port"), ("[1, 2]", "one JSON object"),
            ("{", "not valid JSON"), (#"{"config": "other.json"}"#, "unknown setting 'config'"),
        ] {
            let file = directory.appendingPathComponent("bad.json")
            try Data(text.utf8).write(to: file)
            #expect(throws: ShopSettingsError.self, "\(text)") {
                _ = try ShopServerSettings.resolve(flags: ["config": file.path], environment: [:])
            }
            do {
                _ = try ShopServerSettings.resolve(flags: ["config": file.path], environment: [:])
            } catch {
                #expect(error.description.contains(fragment), "\(error.description)")
            }
        }
    }

    @Test("--print-config masks the database password and names each value's source")
    func printed() throws {
        let settings = try ShopServerSettings.resolve(
            flags: ["port": "9000"], environment: ["SHOP_DATABASE_URL": "postgres://shop:hunter2@db.example/shop"])
        let text = settings.printed
        #expect(!text.contains("hunter2"))
        #expect(text.contains("postgres://shop:***@db.example:5432/shop"))
        #expect(text.contains("($SHOP_DATABASE_URL)"))
        #expect(text.contains("9000  (--port)"))
        #expect(text.split(separator: "\n").count == ShopSetting.all(for: .server).count)
    }
}

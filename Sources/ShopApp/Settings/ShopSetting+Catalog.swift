extension ShopSetting {
    /// `host`: the address `shop-server` listens on.
    public static let host = ShopSetting(
        "host", default: "127.0.0.1", "The address to listen on (a name or an IP address).", programs: [.server])
    /// `port`: the port `shop-server` listens on.
    public static let port = ShopSetting(
        "port", kind: .integer, default: "8080", "The port to listen on, 1–65535 (0 picks a free one).",
        programs: [.server])
    /// `db`: the SQLite database file.
    public static let db = ShopSetting(
        "db", default: "shop.sqlite", "The SQLite database file (used when database-url is not set).")
    /// `database-url`: a PostgreSQL database instead of a SQLite file.
    public static let databaseURL = ShopSetting(
        "database-url", default: "none",
        "A PostgreSQL database, postgres://user[:password]@host[:port]/database, instead of the SQLite file.",
        isSecret: true, aliasFlags: ["--database"])
    /// `database-connections`: the PostgreSQL pool's size.
    public static let databaseConnections = ShopSetting(
        "database-connections", kind: .integer, default: "10",
        "The most connections one process opens to PostgreSQL, 1–1000.")
    /// `database-connect-timeout`: the longest wait for a PostgreSQL connection (or the SQLite write lock).
    public static let databaseConnectTimeout = ShopSetting(
        "database-connect-timeout", kind: .duration, default: "5s",
        "The longest wait for a database connection: a pooled or new PostgreSQL connection, or the SQLite write "
            + "lock; beyond it 503 database-unavailable (1ms–1h).")
    /// `database-statement-timeout`: the longest a database call's work may run.
    public static let databaseStatementTimeout = ShopSetting(
        "database-statement-timeout", kind: .duration, default: "10s",
        "The longest one database call (a transaction's statements) may run before it is cancelled: 503 "
            + "database-unavailable (1ms–1h).")
    /// `log-level`: where logging starts.
    public static let logLevel = ShopSetting(
        "log-level", default: "info (shop-server), warning (shop-cli)",
        "Log from this level on: trace, debug, info, notice, warning, error or critical.",
        aliasVariables: ["LOG_LEVEL"])
    /// `trace-output`: a JSON-lines file of finished spans.
    public static let traceOutput = ShopSetting(
        "trace-output", default: "none", "Write every finished trace span to this file as a JSON line.")
    /// `otlp-endpoint`: an OpenTelemetry collector that receives the server's spans over OTLP/HTTP.
    public static let otlpEndpoint = ShopSetting(
        "otlp-endpoint", default: "none",
        "Send every finished span to this OpenTelemetry collector over OTLP/HTTP, http(s)://host:port (traces go to "
            + "its /v1/traces); needs a shop-server built with the OTLP trait.",
        programs: [.server])
    /// `cors-origins`: the browser origins allowed to call the API.
    public static let corsOrigins = ShopSetting(
        "cors-origins", kind: .list, default: "none",
        "The browser origins allowed to call the API: scheme://host[:port] each, or * for any.", programs: [.server])
    /// `session-lifetime`: how long a session lasts.
    public static let sessionLifetime = ShopSetting(
        "session-lifetime", kind: .duration, default: "30d", "How long a sign-in lasts (s, m, h or d; 1s–3650d).")
    /// `login-throttle`: the rate limit on failed sign-ins.
    public static let loginThrottle = ShopSetting(
        "login-throttle", default: "5/15m",
        "Failed sign-ins checked at once per username and per client, in a window (FAILURES/WINDOW), or off.")
    /// `registration-limit`: the rate limit on registrations per client.
    public static let registrationLimit = ShopSetting(
        "registration-limit", default: "10/1h",
        "Registrations per client in a window (COUNT/WINDOW), counted before the password is hashed, or off.")
    /// `password-hash-queue`: how many password hashes may wait for a hashing thread.
    public static let passwordHashQueue = ShopSetting(
        "password-hash-queue", kind: .integer, default: "4 per core",
        "Password hashes that may wait for a hashing thread (one per core) before more are refused (503 busy), "
            + "0–100000.")
    /// `rate-limit`: the general rate limit on requests per client.
    public static let rateLimit = ShopSetting(
        "rate-limit", default: "off",
        "Requests per client in the long run, COUNT/WINDOW (100/1s, 3000/1m), beyond which requests are refused "
            + "(429 rate-limited), or off. Health and metrics routes are exempt.",
        programs: [.server])
    /// `rate-limit-burst`: how many requests a client may make at once under `rate-limit`.
    public static let rateLimitBurst = ShopSetting(
        "rate-limit-burst", kind: .integer, default: "the COUNT of rate-limit",
        "Requests a client may make at once after a pause under rate-limit (the token bucket's size), 1–1000000.",
        programs: [.server])
    /// `trusted-proxies`: the reverse proxies whose `X-Forwarded-For` names the client.
    public static let trustedProxies = ShopSetting(
        "trusted-proxies", kind: .list, default: "none",
        "Reverse proxies whose X-Forwarded-For names the client, as IP addresses or CIDR blocks (10.0.0.0/8, ::1); "
            + "the rate limits and the login throttle key on that client.",
        programs: [.server])
    /// `metrics-port`: a separate port for `GET /metrics`.
    public static let metricsPort = ShopSetting(
        "metrics-port", kind: .integer, default: "none",
        "Serve GET /metrics on this port of the same host instead of the API's port, 1–65535 (0 picks a free one).",
        programs: [.server])
    /// `idle-timeout`: how long `shop-server` keeps a connection with no request open.
    public static let idleTimeout = ShopSetting(
        "idle-timeout", kind: .duration, default: "30s",
        "Close a connection that has sent nothing for this long between requests (s, m or h; 1s–1h).",
        programs: [.server])
    /// `header-timeout`: how long a request head may take to arrive.
    public static let headerTimeout = ShopSetting(
        "header-timeout", kind: .duration, default: "10s",
        "A request head must be complete this long after the connection opened or the previous answer ended, "
            + "else 408 timeout and the connection closes (1s–1h).",
        programs: [.server])
    /// `body-timeout`: how long a request body may take to arrive.
    public static let bodyTimeout = ShopSetting(
        "body-timeout", kind: .duration, default: "30s",
        "A request body must be complete this long after its head, else 408 timeout and the connection closes "
            + "(1s–1h).",
        programs: [.server])
    /// `max-connections`: how many connections `shop-server` holds open at once.
    public static let maxConnections = ShopSetting(
        "max-connections", kind: .integer, default: "1024",
        "Connections open at once; one more is answered 503 too-many-connections and closed, 1–1000000.",
        programs: [.server])
    /// `shutdown-timeout`: how long a graceful shutdown waits for connections.
    public static let shutdownTimeout = ShopSetting(
        "shutdown-timeout", kind: .duration, default: "10s",
        "After SIGTERM or SIGINT, how long requests in flight may finish before the remaining connections are "
            + "closed (1s–1h).",
        programs: [.server])
    /// `config`: the optional JSON config file.
    public static let config = ShopSetting(
        "config", default: "none", "A JSON file of settings, {\"name\": value, …}, read after flags and variables.")

    /// Every setting, in the order the documentation lists them.
    public static let all: [ShopSetting] = [
        host, port, db, databaseURL, databaseConnections, databaseConnectTimeout, databaseStatementTimeout, logLevel,
        traceOutput, otlpEndpoint, corsOrigins,
        sessionLifetime,
        loginThrottle, registrationLimit, passwordHashQueue, idleTimeout, headerTimeout, bodyTimeout,
        maxConnections, shutdownTimeout, rateLimit, rateLimitBurst, trustedProxies, metricsPort, config,
    ]

    /// The settings `program` reads.
    public static func all(for program: Program) -> [ShopSetting] {
        all.filter { $0.programs.contains(program) }
    }
}

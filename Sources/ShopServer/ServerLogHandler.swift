import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's log handler: one line per event on standard error, in `StreamLogHandler`'s layout
/// (`2026-11-26T13:05:32.123Z info shop-server: key=value … [source] message`), at a fraction of its cost per
/// request.
///
/// `StreamLogHandler` renders its metadata to text each time a key is set (Hummingbird sets its request id on
/// every request) and again at each event that carries metadata, and asks the C library for local time, which
/// reads `/etc/localtime`'s status once per line. This handler keeps the metadata as given, renders it once per
/// line with the event's own, sorted by key, and stamps lines in UTC. Lines go to a ``ServerLogOutput`` (standard
/// error, batched: `warning` and worse at once), whole and in order.
public struct ServerLogHandler: LogHandler {
    /// The logger's label, written after the level.
    public let label: String
    /// The least severe level written.
    public var logLevel: Logger.Level
    /// Metadata written with every event of this logger.
    public var metadata: Logger.Metadata = [:]
    /// Metadata added at each event, if any.
    public var metadataProvider: Logger.MetadataProvider?
    /// Where lines go.
    public let output: ServerLogOutput

    /// Creates a handler for `label` writing at `level` and above.
    ///
    /// - Parameters:
    ///   - label: The logger's label.
    ///   - level: The least severe level written.
    ///   - metadataProvider: Metadata added at each event.
    ///   - output: Where lines go (default: standard error, batched).
    public init(
        label: String, level: Logger.Level, metadataProvider: Logger.MetadataProvider? = nil,
        output: ServerLogOutput = .standardError
    ) {
        self.output = output
        self.label = label
        self.logLevel = level
        self.metadataProvider = metadataProvider
    }

    /// The key under which Hummingbird gives every request an id of its own; this handler does not keep it.
    static let hummingbirdRequestIDKey = "hb.request.id"

    /// The metadata value for `key`.
    ///
    /// Hummingbird's own request id (`hb.request.id`) is not kept: ``ShopMiddleware``'s `request.id`, the one a
    /// client sees in `X-Request-Id`, names each request on its lines, so a second id would only lengthen them and
    /// cost a dictionary per request.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set {
            if key == Self.hummingbirdRequestIDKey { return }
            metadata[key] = newValue
        }
    }

    /// Writes `event` as one line.
    public func log(event: LogEvent) {
        var line: [UInt8] = []
        line.reserveCapacity(192)
        Self.appendTimestamp(to: &line)
        append(event, to: &line)
        output.write(bytes: line, immediately: event.level >= .warning)
    }

    /// The line `event` is written as, stamped `timestamp`, ending in a newline.
    func line(for event: LogEvent, at timestamp: String) -> String {
        var line = Array(timestamp.utf8)
        append(event, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends everything of `event`'s line after the timestamp, newline included.
    private func append(_ event: LogEvent, to line: inout [UInt8]) {
        Self.appendLevelAndLabel(event.level, label: label, to: &line)
        var pairs: [(key: String, value: Logger.MetadataValue)] = []
        pairs.reserveCapacity(metadata.count + (event.metadata?.count ?? 0) + 1)
        // Later sources win: the provider over the logger's own, the event's over both, the error over all.
        func add(_ key: String, _ value: Logger.MetadataValue) {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                pairs[index].value = value
            } else {
                pairs.append((key, value))
            }
        }
        for (key, value) in metadata { add(key, value) }
        if let provided = metadataProvider?.get() { for (key, value) in provided { add(key, value) } }
        if let explicit = event.metadata { for (key, value) in explicit { add(key, value) } }
        if let error = event.error { add("error", .string(String(describing: error))) }
        pairs.sort { $0.key < $1.key }
        for (key, value) in pairs {
            line.append(UInt8(ascii: " "))
            line.append(contentsOf: key.utf8)
            line.append(UInt8(ascii: "="))
            if case .string(let text) = value {
                line.append(contentsOf: text.utf8)
            } else {
                line.append(contentsOf: value.description.utf8)
            }
        }
        line.append(contentsOf: " [".utf8)
        line.append(contentsOf: event.source.utf8)
        line.append(contentsOf: "] ".utf8)
        line.append(contentsOf: event.message.description.utf8)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends what follows a line's timestamp and precedes its metadata: ` level label:` (` level:` without a label).
    static func appendLevelAndLabel(_ level: Logger.Level, label: String, to line: inout [UInt8]) {
        line.append(UInt8(ascii: " "))
        line.append(contentsOf: level.rawValue.utf8)
        if !label.isEmpty {
            line.append(UInt8(ascii: " "))
            line.append(contentsOf: label.utf8)
        }
        line.append(UInt8(ascii: ":"))
    }

    /// Now, as `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static func timestamp() -> String {
        var text: [UInt8] = []
        appendTimestamp(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends now, as `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static func appendTimestamp(to text: inout [UInt8]) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let seconds = Int(now.tv_sec)
        secondPrefix.withLock { cached in
            if cached.second != seconds {
                cached = (seconds, Array(Self.prefix(ofSecond: now.tv_sec).utf8))
            }
            text.append(contentsOf: cached.prefix)
        }
        let milliseconds = Int(now.tv_nsec) / 1_000_000
        text.append(UInt8(ascii: "."))
        text.append(UInt8(ascii: "0") + UInt8(milliseconds / 100))
        text.append(UInt8(ascii: "0") + UInt8(milliseconds / 10 % 10))
        text.append(UInt8(ascii: "0") + UInt8(milliseconds % 10))
        text.append(UInt8(ascii: "Z"))
    }

    /// The last second stamped and its `YYYY-MM-DDTHH:MM:SS` (lines within a second share it).
    private static let secondPrefix = Mutex<(second: Int, prefix: [UInt8])>((-1, []))

    /// `YYYY-MM-DDTHH:MM:SS` of `second` (UTC).
    private static func prefix(ofSecond second: time_t) -> String {
        var second = second
        var parts = tm()
        gmtime_r(&second, &parts)
        var text = String(parts.tm_year + 1900)
        Self.append(Int(parts.tm_mon) + 1, digits: 2, separator: "-", to: &text)
        Self.append(Int(parts.tm_mday), digits: 2, separator: "-", to: &text)
        Self.append(Int(parts.tm_hour), digits: 2, separator: "T", to: &text)
        Self.append(Int(parts.tm_min), digits: 2, separator: ":", to: &text)
        Self.append(Int(parts.tm_sec), digits: 2, separator: ":", to: &text)
        return text
    }

    private static func append(_ value: Int, digits: Int, separator: Character, to text: inout String) {
        text.append(separator)
        let number = String(value)
        if number.count < digits { text += String(repeating: "0", count: digits - number.count) }
        text += number
    }
}

import Tracing

/// The identity of one span of a ``ShopTracer``: W3C trace-context ids in lowercase hex.
public struct ShopSpanContext: Sendable, Hashable {
    /// The trace's id: 32 hex digits (16 bytes).
    public let traceID: String
    /// The span's id: 16 hex digits (8 bytes).
    public let spanID: String
    /// The parent span's id, or `nil` for a root span.
    public let parentSpanID: String?

    /// Creates a span context.
    public init(traceID: String, spanID: String, parentSpanID: String?) {
        self.traceID = traceID
        self.spanID = spanID
        self.parentSpanID = parentSpanID
    }

    /// Reads a W3C `traceparent` header (`00-<trace id>-<parent id>-<flags>`): the context of the remote caller's
    /// span, whose ``spanID`` becomes the parent of the spans started under it. `nil` when malformed or when an id
    /// is all zeros.
    public init?(traceparent header: String) {
        let parts = header.trimmingASCIIWhitespace().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[0].count == 2, parts[0] != "ff", parts[1].count == 32, parts[2].count == 16,
            parts[3].count == 2, parts.prefix(4).allSatisfy({ $0.allSatisfy(\.isLowercaseHexDigit) }),
            parts[1].contains(where: { $0 != "0" }), parts[2].contains(where: { $0 != "0" })
        else { return nil }
        self.init(traceID: String(parts[1]), spanID: String(parts[2]), parentSpanID: nil)
    }

    /// The `traceparent` header that continues this span in a downstream call (sampled).
    public var traceparent: String {
        "00-\(traceID)-\(spanID)-01"
    }

    /// A new random trace id.
    static func newTraceID() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next(), generator.next())
    }

    /// A new random span id.
    static func newSpanID() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next())
    }

    /// `words` as fixed-width lowercase hex, 16 digits each.
    private static func hex(_ words: UInt64...) -> String {
        var text = ""
        for word in words {
            let digits = String(word, radix: 16)
            text += String(repeating: "0", count: 16 - digits.count) + digits
        }
        return text
    }
}

extension ServiceContext {
    /// The ``ShopTracer`` span this context belongs to, if any.
    public var shopSpanContext: ShopSpanContext? {
        get { self[ShopSpanContextKey.self] }
        set { self[ShopSpanContextKey.self] = newValue }
    }
}

/// The key of ``ServiceContext/shopSpanContext``.
private enum ShopSpanContextKey: ServiceContextKey {
    typealias Value = ShopSpanContext
}

extension Character {
    /// Whether this is `0`–`9` or `a`–`f`.
    fileprivate var isLowercaseHexDigit: Bool {
        ("0"..."9").contains(self) || ("a"..."f").contains(self)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingASCIIWhitespace() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[start...end]
    }
}

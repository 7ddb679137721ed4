import ShopJSON
import Tracing

/// A span of a ``ShopTracer`` once it has ended: what the sinks receive.
public struct FinishedSpan: Sendable {
    /// The operation name (`GET /products/{id}`, `operation product`, `board productData.product`, `sql SELECT`).
    public let name: String
    /// The span's ids and its parent's.
    public let context: ShopSpanContext
    /// Server, client or internal.
    public let kind: SpanKind
    /// When it started, in nanoseconds since the Unix epoch.
    public let startNanoseconds: UInt64
    /// How long it lasted, in nanoseconds.
    public let durationNanoseconds: UInt64
    /// Its attributes.
    public let attributes: SpanAttributes
    /// Its status: `nil` when none was set (unset counts as ok).
    public let status: SpanStatus?

    /// Creates a finished span.
    public init(
        name: String, context: ShopSpanContext, kind: SpanKind, startNanoseconds: UInt64,
        durationNanoseconds: UInt64, attributes: SpanAttributes, status: SpanStatus?
    ) {
        self.name = name
        self.context = context
        self.kind = kind
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.attributes = attributes
        self.status = status
    }

    /// Whether the span's status is error.
    public var isError: Bool {
        status?.code == .error
    }

    /// The span as the one JSON object of its line in a `--trace-output` file, keys in this order: `name`,
    /// `traceId`, `spanId`, `parentSpanId` (`null` for a root), `kind`, `start` (Unix nanoseconds),
    /// `durationNanoseconds`, `attributes` (sorted by name; numbers and booleans as themselves, anything else as a
    /// string), `status` (`{"code":"ok"|"error","message":…}`).
    public var json: JSONValue {
        var status: JSONObject = ["code": isError ? "error" : "ok"]
        if let message = self.status?.message { status = ["code": "error", "message": .string(message)] }
        return [
            "name": .string(name),
            "traceId": .string(context.traceID),
            "spanId": .string(context.spanID),
            "parentSpanId": JSONValue(context.parentSpanID),
            "kind": .string(Self.name(of: kind)),
            "start": .int(Int64(clamping: startNanoseconds)),
            "durationNanoseconds": .int(Int64(clamping: durationNanoseconds)),
            "attributes": .object(JSONObject(Self.sortedAttributes(attributes).map { ($0, Self.json($1)) })),
            "status": .object(status),
        ]
    }

    /// A string attribute's value, or the description of any other kind; `nil` when the span has no such attribute.
    public func attribute(_ name: String) -> String? {
        guard let value = attributes[name]?.toSpanAttribute() else { return nil }
        if case let .string(text) = value { return text }
        return "\(value)"
    }

    /// `attributes` as (name, value) pairs sorted by name.
    static func sortedAttributes(_ attributes: SpanAttributes) -> [(String, SpanAttribute)] {
        var pairs: [(String, SpanAttribute)] = []
        attributes.forEach { pairs.append(($0, $1)) }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// `kind` as OpenTelemetry spells it, in lowercase.
    static func name(of kind: SpanKind) -> String {
        switch kind {
        case .server: "server"
        case .client: "client"
        case .producer: "producer"
        case .consumer: "consumer"
        case .internal: "internal"
        }
    }

    /// One attribute value as JSON.
    private static func json(_ attribute: SpanAttribute) -> JSONValue {
        switch attribute {
        case let .int32(value): .int(Int64(value))
        case let .int64(value): .int(value)
        case let .bool(value): .bool(value)
        case let .string(value): .string(value)
        case let .double(value): .string("\(value)")
        case let .stringArray(values): .array(values.map { .string($0) })
        default: .string("\(attribute)")
        }
    }
}

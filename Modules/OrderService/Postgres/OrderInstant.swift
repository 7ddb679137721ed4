import Foundation

/// An order's time as OrderService stores and shows it: whole milliseconds, written as ISO-8601 UTC with
/// milliseconds (`2026-01-31T12:00:00.000Z`), the form of ``OrderServiceIO/Order/createdAt`` on every backend.
struct OrderInstant: Sendable, Equatable {
    /// Milliseconds since 1970: the instant's exact value.
    let milliseconds: Int64

    /// Now, as the SQLite implementation stamps it: the millisecond its ISO-8601 text names (the formatter
    /// truncates).
    static func now() -> OrderInstant {
        let date = Date()
        let parsed = (try? Date(date.formatted(style), strategy: style)) ?? date
        return OrderInstant(stored: parsed)
    }

    /// The instant of a `timestamptz` read back: to the nearest millisecond (it was stored as an exact millisecond,
    /// see ``bound``; the `Date` decoded from microseconds is a few nanoseconds off).
    init(stored date: Date) {
        milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }

    /// The instant as a `Date` to bind as a `timestamptz`: half a microsecond past the millisecond. PostgresNIO
    /// writes a `Date` as whole microseconds, truncating, and a millisecond is a binary fraction a hair below itself,
    /// so without the half microsecond `.123` would be stored as `.122999`.
    var bound: Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000 + 0.000_000_5)
    }

    /// The ISO-8601 UTC text with milliseconds, built from the whole milliseconds (never from a binary fraction).
    var text: String {
        var (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
        if fraction < 0 {
            seconds -= 1
            fraction += 1_000
        }
        let whole = Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(
            Date.ISO8601FormatStyle(timeZone: .gmt))
        return whole.dropLast() + "." + String(format: "%03d", fraction) + "Z"
    }

    /// ISO-8601 UTC with milliseconds.
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}

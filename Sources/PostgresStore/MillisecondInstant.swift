import Foundation

/// An instant kept to the whole millisecond: bound into a `timestamptz` exactly, read back exactly, and shown as
/// ISO-8601 UTC with milliseconds (`2026-01-31T12:00:00.000Z`), the form the SQLite implementations write, so both
/// backends answer the same text for the same clock.
public struct MillisecondInstant: Sendable, Equatable {
    /// Milliseconds since 1970: the instant's exact value.
    public let milliseconds: Int64

    /// The instant `date` as the SQLite implementations show it: the millisecond its ISO-8601 text names (the
    /// formatter truncates, so `.123` held as a binary fraction a hair below shows, and is stored, as `.122`).
    public init(_ date: Date) {
        let text = date.formatted(Self.style)
        let parsed = (try? Date(text, strategy: Self.style)) ?? date
        self.init(stored: parsed)
    }

    /// The instant of a `timestamptz` read back: to the nearest millisecond (it was stored as an exact millisecond,
    /// see ``bound``; the `Date` decoded from microseconds is a few nanoseconds off).
    public init(stored date: Date) {
        milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }

    /// ISO-8601 UTC with milliseconds.
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// The instant as a `Date`, for arithmetic.
    public var date: Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000)
    }

    /// The instant as a `Date` to bind as a `timestamptz`: half a microsecond later than ``date``.
    ///
    /// PostgresNIO writes a `Date` as whole microseconds, truncating; a millisecond such as `.123` is a binary
    /// fraction a hair below it, which would be stored as `.122999`. Binding half a microsecond later (far more than
    /// a `Date`'s rounding error, far less than a microsecond) stores exactly the millisecond, so comparisons in SQL
    /// are exact.
    public var bound: Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000 + 0.000_000_5)
    }

    /// The ISO-8601 UTC text with milliseconds, built from the whole milliseconds (never from a rounded fraction).
    public var text: String {
        var (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
        if fraction < 0 {
            seconds -= 1
            fraction += 1_000
        }
        let whole = Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(
            Date.ISO8601FormatStyle(timeZone: .gmt))
        return whole.dropLast() + "." + String(format: "%03d", fraction) + "Z"
    }
}

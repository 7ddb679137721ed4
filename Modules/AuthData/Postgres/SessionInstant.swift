import Foundation

/// An instant as AuthData stores and shows it: whole milliseconds, written as ISO-8601 UTC with milliseconds
/// (`2026-01-31T12:00:00.000Z`), the form of ``AuthDataIO/AuthenticatedUser/sessionExpiresAt`` on every backend.
struct SessionInstant: Sendable, Equatable {
    /// Milliseconds since 1970: the instant's exact value.
    let milliseconds: Int64

    /// The instant `date` as the SQLite implementation shows it: the millisecond its ISO-8601 text names (the
    /// formatter truncates, so `.123` held as a binary fraction a hair below shows, and is stored, as `.122`). Both
    /// backends therefore answer the same text for the same clock.
    init(_ date: Date) {
        let text = date.formatted(Self.style)
        let parsed = (try? Date(text, strategy: Self.style)) ?? date
        milliseconds = Int64((parsed.timeIntervalSince1970 * 1_000).rounded())
    }

    /// The instant of a `timestamptz` read back: to the nearest millisecond (it was stored as an exact millisecond,
    /// see ``bound``; the `Date` decoded from microseconds is a few nanoseconds off).
    init(stored date: Date) {
        milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }

    /// ISO-8601 UTC with milliseconds.
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// The instant as a `Date`, for arithmetic.
    var date: Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000)
    }

    /// The instant as a `Date` to bind as a `timestamptz`: half a microsecond later than ``date``.
    ///
    /// PostgresNIO writes a `Date` as whole microseconds, truncating; a millisecond such as `.123` is a binary
    /// fraction a hair below it, which would be stored as `.122999`. Binding half a microsecond later (far more than
    /// a `Date`'s rounding error, far less than a microsecond) stores exactly the millisecond, so comparisons in SQL
    /// (`expires_at > now`, `window_start <= window end`) are exact.
    var bound: Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000 + 0.000_000_5)
    }

    /// The ISO-8601 UTC text with milliseconds, built from the whole milliseconds (never from a rounded fraction).
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

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let components = duration.components
        return TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

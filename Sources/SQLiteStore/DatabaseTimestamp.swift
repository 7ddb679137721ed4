import Foundation

/// The text form the shop schema stores dates in: ISO-8601, UTC, with milliseconds and a fixed width
/// (`2026-01-01T12:00:00.000Z`), so that comparing and sorting the text in SQL orders like time.
public enum DatabaseTimestamp {
    /// The current time as stored text.
    public static func now() -> String {
        text(Date.now)
    }

    /// `date` as stored text.
    public static func text(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}

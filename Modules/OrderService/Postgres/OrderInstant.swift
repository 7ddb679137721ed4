import Foundation

/// An order's time as OrderService stores and shows it: whole milliseconds, written as ISO-8601 UTC with
/// milliseconds (`2026-01-31T12:00:00.000Z`), the form of ``OrderServiceIO/Order/createdAt`` on every backend.
enum OrderInstant {
    /// Now, truncated to whole milliseconds, so the stored `timestamptz` and its ``text(_:)`` name the same moment.
    static func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1_000).rounded(.down) / 1_000)
    }

    /// The ISO-8601 UTC text with milliseconds of `date`.
    static func text(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}

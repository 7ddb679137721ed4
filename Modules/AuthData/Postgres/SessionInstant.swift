import Foundation

/// An instant as AuthData stores and shows it: whole milliseconds, written as ISO-8601 UTC with milliseconds
/// (`2026-01-31T12:00:00.000Z`), the form of ``AuthDataIO/AuthenticatedUser/sessionExpiresAt`` on every backend.
struct SessionInstant: Sendable, Equatable {
    /// The instant, truncated to whole milliseconds, so the stored `timestamptz` and ``text`` name the same moment.
    let date: Date

    /// The instant `date`, truncated to milliseconds.
    init(_ date: Date) {
        self.date = Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1_000).rounded(.down) / 1_000)
    }

    /// The ISO-8601 UTC text with milliseconds.
    var text: String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    /// The instant `duration` later.
    func adding(_ duration: Duration) -> SessionInstant {
        SessionInstant(date.addingTimeInterval(Self.seconds(duration)))
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let components = duration.components
        return TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

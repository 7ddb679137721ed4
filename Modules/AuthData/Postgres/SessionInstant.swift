import Foundation
import PostgresStore

/// An instant as AuthData stores and shows it (session starts and expiries, throttle windows): whole milliseconds,
/// the form of ``AuthDataIO/AuthenticatedUser/sessionExpiresAt`` on every backend.
typealias SessionInstant = MillisecondInstant

extension MillisecondInstant {
    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let components = duration.components
        return TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

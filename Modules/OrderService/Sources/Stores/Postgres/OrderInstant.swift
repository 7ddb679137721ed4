import Foundation
import PostgresStore

/// An order's time as OrderService stores and shows it: whole milliseconds, the form of
/// ``OrderServiceIO/Order/createdAt`` on every backend.
typealias OrderInstant = MillisecondInstant

extension MillisecondInstant {
    /// Now, as the SQLite implementation stamps it: the millisecond its ISO-8601 text names.
    static func now() -> MillisecondInstant {
        MillisecondInstant(Date())
    }
}

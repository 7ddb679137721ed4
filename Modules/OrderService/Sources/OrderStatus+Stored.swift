import DataFailure
import OrderServiceIO

extension OrderStatus {
    /// The status a store read as `text` for order `id`.
    ///
    /// - Throws: ``OrderServiceIO/OrderServiceError/database(_:)`` for a value the schema's `CHECK` should have
    ///   rejected.
    static func stored(_ text: String, ofOrder id: Int64) throws(OrderServiceError) -> OrderStatus {
        guard let status = OrderStatus(rawValue: text) else {
            throw .database(.other("order \(id) has an unknown status '\(text)'"))
        }
        return status
    }
}

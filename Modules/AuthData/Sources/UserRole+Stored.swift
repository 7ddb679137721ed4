import AuthDataIO

extension UserRole {
    /// The role a `role` column holds; a value the schema's check would refuse reads as ``customer``, the role that
    /// may do least.
    init(stored: String) {
        self = UserRole(rawValue: stored) ?? .customer
    }
}

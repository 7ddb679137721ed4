/// What a user may do in the shop: every account is a ``customer``; the operator grants ``staff`` with
/// `shop-cli users promote <name>` and takes it back with `shop-cli users demote <name>`.
///
/// Stored as its raw value in the user's `role` column (the schema allows exactly these two).
public enum UserRole: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Shops: browses, fills a cart, checks out, sees their own orders.
    case customer
    /// Runs the shop: the operations behind the staff gate (``AuthDataID/staffGate``).
    case staff
}

import CartDataIO
import DataFailure

extension CartDataError {
    /// The failure of a change that would write a line for a user id no user has (as a foreign key reports it).
    static func unknownUser(_ userID: Int64) -> CartDataError {
        .database(.other("no user has id \(userID)"))
    }
}

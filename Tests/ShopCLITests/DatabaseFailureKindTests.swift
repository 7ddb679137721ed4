import AuthDataIO
import CartDataIO
import DataFailure
import OrderServiceIO
import ProductDataIO
import ShopOperations
import Testing

@Suite("Database failure kinds on operation errors")
struct DatabaseFailureKindTests {
    @Test("every module's database failure keeps its kind, with the database-error code and the same message")
    func kindSurvives() {
        for kind in DatabaseFailure.Kind.allCases {
            let failure = DatabaseFailure(kind, "SQLite error: something")
            let errors: [OperationError] = [
                ProductDataError.database(failure).operationError, AuthDataError.database(failure).operationError,
                CartDataError.database(failure).operationError, OrderServiceError.database(failure).operationError,
            ]
            for error in errors {
                #expect(error.code == .databaseError)
                #expect(error.code.rawValue == "database-error")
                #expect(error.message == "database error: SQLite error: something")
                #expect(error.databaseFailureKind == kind)
            }
        }
    }

    @Test("errors that are not database failures have no kind")
    func otherErrorsHaveNoKind() {
        #expect(ProductDataError.productNotFound(7).operationError.databaseFailureKind == nil)
        #expect(AuthDataError.notSignedIn.operationError.databaseFailureKind == nil)
        #expect(OrderServiceError.emptyCart.operationError.databaseFailureKind == nil)
        #expect(OperationError.cancelled(nil).databaseFailureKind == nil)
    }

    @Test("a front can tell busy and full apart from other failures")
    func statusMapping() {
        func status(_ error: OperationError) -> Int? {
            switch error.databaseFailureKind {
            case .busy: 503
            case .full: 507
            case .some: 500
            case nil: nil
            }
        }
        #expect(status(CartDataError.database(DatabaseFailure(.busy, "locked")).operationError) == 503)
        #expect(status(CartDataError.database(DatabaseFailure(.full, "the disk is full")).operationError) == 507)
        #expect(status(CartDataError.database(DatabaseFailure(.corrupt, "damaged")).operationError) == 500)
        #expect(status(CartDataError.notInCart(1).operationError) == nil)
    }
}

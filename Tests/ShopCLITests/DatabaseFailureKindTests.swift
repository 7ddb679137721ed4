import AuthDataIO
import CartDataIO
import DataFailure
import OrderServiceIO
import ProductDataIO
import ShopOperations
import Testing

@Suite("Database failure kinds on operation errors")
struct DatabaseFailureKindTests {
    @Test("a module's database failure keeps kind and message; database-unavailable (retry in 1 s) when unavailable")
    func kindSurvives() {
        for kind in DatabaseFailure.Kind.allCases {
            let failure = DatabaseFailure(kind, "SQLite error: something")
            let errors: [OperationError] = [
                ProductDataError.database(failure).operationError, AuthDataError.database(failure).operationError,
                CartDataError.database(failure).operationError, OrderServiceError.database(failure).operationError,
            ]
            for error in errors {
                if kind == .unavailable {
                    #expect(error.code.rawValue == "database-unavailable")
                    #expect(error.retryAfterSeconds == 1)
                    #expect(error.hint?.contains("try again") == true)
                } else {
                    #expect(error.code.rawValue == "database-error")
                    #expect(error.retryAfterSeconds == nil)
                }
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
            case .busy, .unavailable: 503
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

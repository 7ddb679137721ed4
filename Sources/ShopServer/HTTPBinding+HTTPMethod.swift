import HTTPTypes
import ShopOperations

extension HTTPBinding.Method {
    /// The method as HTTPTypes spells it.
    var httpMethod: HTTPRequest.Method {
        switch self {
        case .get: .get
        case .post: .post
        case .put: .put
        case .patch: .patch
        case .delete: .delete
        }
    }
}

import AuthDataIO
import BoardyModulePlugin
import CartDataIO
import OrderServiceIO
import ProductDataIO

extension ProductDataError: OperationErrorConvertible {
    /// The operation error this value is reported as; an empty search blames `search`'s `words`.
    public var operationError: OperationError {
        switch self {
        case .productNotFound: OperationError(.notFound, description, hint: OperationHint.findProducts)
        case .categoryNotFound: OperationError(.notFound, description, hint: "Use 'categories' to list the slugs.")
        case .invalidPaging: OperationError(.invalidArguments, description)
        case .emptySearch:
            OperationError(.invalidArguments, description, hint: "Usage: search <words...>", argument: "words")
        case let .database(failure): .database(failure, message: description)
        case .invalidName: OperationError(.invalidArguments, description, argument: "name")
        case .invalidDescription: OperationError(.invalidArguments, description, argument: "--description")
        case .invalidPrice: OperationError(.invalidArguments, description, argument: "price-cents")
        case .invalidStock: OperationError(.invalidArguments, description, argument: "stock")
        case .invalidSKU: OperationError(.invalidArguments, description, argument: "--sku")
        case .skuTaken:
            OperationError(.skuTaken, description, hint: "Choose another SKU, or leave it out.")
        case .unknownCategory:
            OperationError(
                .invalidArguments, description, hint: "Use 'categories' to list the slugs.", argument: "category")
        case .emptyEdit: OperationError(.invalidArguments, description)
        case .invalidDelta: OperationError(.invalidArguments, description, argument: "delta")
        case .invalidReason: OperationError(.invalidArguments, description, argument: "reason")
        case .insufficientStock:
            OperationError(.insufficientStock, description, hint: "Take at most the units in stock.")
        }
    }
}

extension AuthDataError: OperationErrorConvertible {
    /// The operation error this value is reported as; a broken username or password rule blames the `username` or
    /// `password` parameter (an operation whose parameter has another name blames that one instead).
    public var operationError: OperationError {
        switch self {
        case .invalidUsername:
            OperationError(
                .invalidArguments, description,
                hint: "Usernames have 3 to 32 letters, digits, '_', '.' or '-'.", argument: "username")
        case .invalidPassword:
            OperationError(
                .invalidArguments, description, hint: "Passwords have at least 8 characters.", argument: "password")
        case .usernameTaken:
            OperationError(.usernameTaken, description, hint: "Choose another username, or 'login' if it is yours.")
        case .invalidCredentials:
            OperationError(
                .invalidCredentials, description,
                hint: "Check the username and password, or 'register' a new account.")
        case .notSignedIn:
            OperationError(.notSignedIn, description, hint: "Use 'login <username>' first.")
        case let .rateLimited(seconds):
            OperationError(.rateLimited, description, retryAfterSeconds: seconds)
        case let .registrationLimited(seconds):
            OperationError(.rateLimited, description, retryAfterSeconds: seconds)
        case let .busy(seconds):
            OperationError(.busy, description, retryAfterSeconds: seconds)
        case let .staffOnly(username):
            OperationError(
                .forbidden, description,
                hint: "The operator grants the role with 'shop-cli users promote \(username)'.")
        case .unknownUser:
            OperationError(.notFound, description)
        case let .database(failure):
            .database(failure, message: description)
        case .invalidIdempotencyKey:
            OperationError(
                .invalidArguments, description, hint: "Send 1 to 255 visible ASCII characters, no spaces.",
                argument: "Idempotency-Key")
        }
    }
}

extension CartDataError: OperationErrorConvertible {
    /// The operation error this value is reported as.
    public var operationError: OperationError {
        switch self {
        case .productNotFound:
            OperationError(.notFound, description, hint: OperationHint.findProducts)
        case .invalidQuantity:
            OperationError(
                .invalidArguments, description,
                hint: "Quantities are whole numbers from 1 to \(CartChange.maximumQuantity).")
        case .insufficientStock:
            OperationError(.insufficientStock, description, hint: "Choose a smaller quantity.")
        case .notInCart:
            OperationError(.notFound, description, hint: "Use 'cart' to see what is in your cart.")
        case let .database(failure):
            .database(failure, message: description)
        }
    }
}

extension OrderServiceError: OperationErrorConvertible {
    /// The operation error this value is reported as.
    public var operationError: OperationError {
        switch self {
        case .emptyCart:
            OperationError(
                .emptyCart, description, hint: "Add products with 'cart add <product-id> [<quantity>]' first.")
        case .insufficientStock:
            OperationError(
                .insufficientStock, description,
                hint: "Lower the quantity with 'cart set <product-id> <quantity>', then check out again.")
        case let .productUnavailable(productID, _):
            OperationError(
                .productUnavailable, description,
                hint: "Remove it with 'cart remove \(productID)', then check out again.")
        case .orderNotFound:
            OperationError(.notFound, description, hint: "Use 'orders' to list your orders.")
        case .orderNotCancellable:
            OperationError(.orderNotCancellable, description, hint: "Only a placed order can be cancelled.")
        case .orderStateConflict:
            OperationError(
                .orderStateConflict, description,
                hint: "Orders go placed → shipped → delivered; a cancelled order stays cancelled.")
        case .invalidPaging:
            OperationError(.invalidArguments, description)
        case let .database(failure):
            .database(failure, message: description)
        }
    }
}

extension URLOpeningError: OperationErrorConvertible {
    /// The operation error this value is reported as: a link nothing matches is `not-found`, any other problem with
    /// the link is `invalid-arguments`.
    public var operationError: OperationError {
        switch self {
        case .malformedURL, .unknownScheme, .missingParameter, .invalidParameter, .denied:
            OperationError(.invalidArguments, description, hint: OperationHint.links)
        case .noMatchingRoute:
            OperationError(.notFound, description, hint: OperationHint.links)
        case .activationFailed, .routeFailed:
            OperationError(.internalError, description, hint: "This is a bug in shop-cli; please report it.")
        }
    }
}

import AuthDataIO
import BoardyModulePlugin
import CartDataIO
import OrderServiceIO
import ProductDataIO
import ShopTerminal

extension ProductDataError: ShellErrorConvertible {
    /// The shell error this value is reported as.
    public var shellError: ShellError {
        switch self {
        case .productNotFound: ShellError(.notFound, description, hint: ShellHint.findProducts)
        case .categoryNotFound: ShellError(.notFound, description, hint: "Use 'categories' to list the slugs.")
        case .invalidPaging: ShellError(.invalidArguments, description)
        case .emptySearch: ShellError(.invalidArguments, description, hint: "Usage: search <words...>")
        case .database: ShellError(.databaseError, description, hint: ShellHint.database)
        }
    }
}

extension AuthDataError: ShellErrorConvertible {
    /// The shell error this value is reported as.
    public var shellError: ShellError {
        switch self {
        case .invalidUsername:
            ShellError(.invalidArguments, description,
                       hint: "Usernames have 3 to 32 letters, digits, '_', '.' or '-'.")
        case .invalidPassword:
            ShellError(.invalidArguments, description, hint: "Passwords have at least 8 characters.")
        case .usernameTaken:
            ShellError(.usernameTaken, description, hint: "Choose another username, or 'login' if it is yours.")
        case .invalidCredentials:
            ShellError(.invalidCredentials, description,
                       hint: "Check the username and password, or 'register' a new account.")
        case .notSignedIn:
            ShellError(.notSignedIn, description, hint: "Use 'login <username>' first.")
        case .rateLimited:
            ShellError(.rateLimited, description)
        case .database:
            ShellError(.databaseError, description, hint: ShellHint.database)
        }
    }
}

extension CartDataError: ShellErrorConvertible {
    /// The shell error this value is reported as.
    public var shellError: ShellError {
        switch self {
        case .productNotFound:
            ShellError(.notFound, description, hint: ShellHint.findProducts)
        case .invalidQuantity:
            ShellError(.invalidArguments, description,
                       hint: "Quantities are whole numbers from 1 to \(CartChange.maximumQuantity).")
        case .insufficientStock:
            ShellError(.insufficientStock, description, hint: "Choose a smaller quantity.")
        case .notInCart:
            ShellError(.notFound, description, hint: "Use 'cart' to see what is in your cart.")
        case .database:
            ShellError(.databaseError, description, hint: ShellHint.database)
        }
    }
}

extension OrderServiceError: ShellErrorConvertible {
    /// The shell error this value is reported as.
    public var shellError: ShellError {
        switch self {
        case .emptyCart:
            ShellError(.emptyCart, description, hint: "Add products with 'cart add <product-id> [<quantity>]' first.")
        case .insufficientStock:
            ShellError(.insufficientStock, description,
                       hint: "Lower the quantity with 'cart set <product-id> <quantity>', then check out again.")
        case .orderNotFound:
            ShellError(.notFound, description, hint: "Use 'orders' to list your orders.")
        case .database:
            ShellError(.databaseError, description, hint: ShellHint.database)
        }
    }
}

extension URLOpeningError: ShellErrorConvertible {
    /// The shell error this value is reported as: a link nothing matches is `not-found`, any other problem with
    /// the link is `invalid-arguments`.
    public var shellError: ShellError {
        switch self {
        case .malformedURL, .unknownScheme, .missingParameter, .invalidParameter:
            ShellError(.invalidArguments, description, hint: ShellHint.links)
        case .noMatchingRoute:
            ShellError(.notFound, description, hint: ShellHint.links)
        case .activationFailed, .routeFailed:
            ShellError(.internalError, description, hint: "This is a bug in shop-cli; please report it.")
        }
    }
}

extension TokenizerError: ShellErrorConvertible {
    /// The shell error this value is reported as: always `invalid-arguments`.
    public var shellError: ShellError {
        switch self {
        case .unterminatedQuote:
            ShellError(.invalidArguments, message, hint: "Close the quote, or escape it with a backslash.")
        case .controlCharacter:
            ShellError(.invalidArguments, message, hint: "Type the command again without control characters.")
        }
    }
}

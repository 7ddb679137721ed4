/// A recipe that builds the board for one identifier.
///
/// The constructor receives the identifier it is asked for, so one recipe can serve several ids (see
/// ``BoardProducer/matchBoard(withIdentifier:to:)``). A constructor that returns a captured instance re-installs the
/// same object on every activation; one that returns a new board gives a fresh instance after each completion.
public struct BoardRegistration {
    /// The identifier this registration answers.
    public let identifier: BoardID
    /// Builds the board; `nil` lets the producer fall back to its external producer.
    public let constructor: (BoardID) -> (any ActivatableBoard)?

    /// Creates a registration.
    public init(_ identifier: BoardID, constructor: @escaping (BoardID) -> (any ActivatableBoard)?) {
        self.identifier = identifier
        self.constructor = constructor
    }

    /// A registration that always answers with `board` itself (retained by the registration).
    public init(instance board: any ActivatableBoard) {
        self.identifier = board.identifier
        self.constructor = { _ in board }
    }
}

/// Collects ``BoardRegistration`` values with `if`, `for`, optionals, arrays and board instances.
@resultBuilder
public enum BoardRegistrationBuilder {
    /// A single registration.
    public static func buildExpression(_ registration: BoardRegistration) -> [BoardRegistration] { [registration] }
    /// An optional registration (`nil` contributes nothing).
    public static func buildExpression(_ registration: BoardRegistration?) -> [BoardRegistration] {
        registration.map { [$0] } ?? []
    }
    /// An array of registrations.
    public static func buildExpression(_ registrations: [BoardRegistration]) -> [BoardRegistration] { registrations }
    /// A board instance, registered under its own identifier.
    public static func buildExpression(_ board: any ActivatableBoard) -> [BoardRegistration] {
        [BoardRegistration(instance: board)]
    }
    /// Concatenates the parts of a block.
    public static func buildBlock(_ parts: [BoardRegistration]...) -> [BoardRegistration] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [BoardRegistration]?) -> [BoardRegistration] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [BoardRegistration]) -> [BoardRegistration] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [BoardRegistration]) -> [BoardRegistration] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[BoardRegistration]]) -> [BoardRegistration] { parts.flatMap { $0 } }
    /// An availability-limited block.
    public static func buildLimitedAvailability(_ part: [BoardRegistration]) -> [BoardRegistration] { part }
}

/// A set-up request the real server answered otherwise than the test needs.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    /// The request, e.g. `POST /users`.
    let request: String
    /// What the server answered.
    let response: ServerBinaryResponse

    var description: String { "\(request) answered \(response)" }
}

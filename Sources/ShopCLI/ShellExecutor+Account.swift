import AuthDataIO
import ShopTerminal

extension ShellExecutor {
    /// `register`, `login`, `logout`, `whoami`.
    func performAccount(_ command: ShellCommand) async throws(ShellError) -> ShellOutcome {
        switch command {
        case let .register(name, password):
            let user = try await call(mainboard.ioRegister(), Credentials(username: name, password: password))
            username = user.username
            return .signedIn(username: user.username, registered: true)
        case let .login(name, password):
            guard let password = password ?? reader.readSecret(prompt: "password: ") else {
                throw .cancelled(nil)
            }
            let user = try await call(mainboard.ioSignIn(), Credentials(username: name, password: password))
            username = user.username
            return .signedIn(username: user.username, registered: false)
        case .logout:
            let previous = try await call(mainboard.ioCurrentUser(), ())
            try await call(mainboard.ioSignOut(), ())
            username = nil
            return .signedOut(username: previous?.username)
        default:
            let user = try await call(mainboard.ioCurrentUser(), ())
            username = user?.username
            return .currentUser(user?.username)
        }
    }
}

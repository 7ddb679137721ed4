import AuthDataIO

extension ShellExecutor {
    /// `register`, `login`, `logout`, `logout --all`, `password`, `whoami`.
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
        case .logoutEverywhere:
            let previous = try await call(mainboard.ioCurrentUser(), ())
            let ended = try await call(mainboard.ioSignOutEverywhere(), ())
            username = nil
            return .signedOutEverywhere(username: previous?.username, sessionCount: ended)
        case .changePassword:
            return try await changePassword()
        default:
            let user = try await call(mainboard.ioCurrentUser(), ())
            username = user?.username
            return .currentUser(user?.username)
        }
    }

    /// `password`: asks for the current and the new password (without echo, like the login prompt) and changes
    /// it; an empty answer or the end of input cancels.
    private func changePassword() async throws(ShellError) -> ShellOutcome {
        guard try await call(mainboard.ioCurrentUser(), ()) != nil else {
            username = nil
            throw AuthDataError.notSignedIn.shellError
        }
        guard let current = reader.readSecret(prompt: "current password: "), !current.isEmpty,
              let new = reader.readSecret(prompt: "new password: "), !new.isEmpty
        else {
            throw ShellError(.cancelled, "the password change was cancelled")
        }
        let change = PasswordChange(currentPassword: current, newPassword: new, client: Credentials.localClient)
        let ended = try await call(mainboard.ioChangePassword(), change)
        return .passwordChanged(otherSessionsEnded: ended)
    }
}

import AuthDataIO
import Boardy
import Foundation
import ShopOperations
import ShopTerminal

extension ShellExecutor {
    /// Forwards the gate's "sign-in required" to the command waiting at it.
    func gateReported(_ event: AuthGateEvent) {
        if case .signInRequired = event {
            activeTicket?.send(.signInRequired)
        }
    }

    /// The signed-in user, through AuthData's auth gate.
    ///
    /// The command is queued on the gate. When someone is signed in it runs at once; otherwise the gate asks for a
    /// sign-in: this prints `Login required for '<command>'.`, reads `username:` and `password:` and signs in,
    /// printing the login result (which overcomes the gate and releases the command). An empty username, end of
    /// input or a failed sign-in (whose error is printed) cancels the gate instead.
    ///
    /// - Parameter commandName: The waiting command, for the notice.
    /// - Returns: The user the gate released the command with.
    /// - Throws: ``ShellError/cancelled(_:)`` when the login was abandoned or failed.
    func signedInUser(for commandName: String) async throws(ShellError) -> AuthenticatedUser {
        let ticket = GateTicket()
        activeTicket = ticket
        defer { activeTicket = nil }
        mainboard.ioAuthGate().activation.activate(
            with: .perform(
                { user in
                    ticket.send(.user(user))
                },
                onCancel: {
                    ticket.send(.cancelled)
                }))
        switch await ticket.next() {
        case let .user(user): return user
        case .cancelled: throw .cancelled(commandName)
        case .signInRequired: break
        }
        printer.notice("Login required for '\(commandName)'.")
        guard let name = reader.readLine(prompt: "username: ")?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
            let password = reader.readSecret(prompt: "password: ")
        else {
            throw cancel(ticket, commandName)
        }
        do {
            let input = LoginOperation.Input(username: name, password: password)
            let user = try await LoginOperation.perform(input, in: OperationContext(mainboard: mainboard))
            username = user.username
            printer.report(.success(ShellOutcome(LoginOperation.self, user)))
        } catch {
            printer.report(.failure(error), command: LoginOperation.definition.name)
            throw cancel(ticket, commandName)
        }
        while true {
            switch await ticket.next() {
            case let .user(user): return user
            case .cancelled: throw .cancelled(commandName)
            case .signInRequired: continue
            }
        }
    }

    /// Abandons the pending sign-in: the gate drops the queued command.
    private func cancel(_ ticket: GateTicket, _ commandName: String) -> ShellError {
        mainboard.ioAuthGate().activation.activate(with: .cancel)
        ticket.send(.cancelled)
        return .cancelled(commandName)
    }
}

import AuthDataIO
import ShopOperations
import ShopTerminal

extension RegisterOperation: ShellOperation {
    /// Registers, then shows the new user in the prompt.
    @MainActor
    public static func run(_ input: Credentials, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser {
        let registered = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = registered.username
        return registered
    }

    /// `Registered and logged in as alice.`
    public static func humanLines(_ output: AuthenticatedUser, renderer: HumanRenderer) -> [String] {
        ["Registered and logged in as \(output.username)."]
    }
}

extension LoginOperation: ShellOperation {
    /// Asks for a missing password without echo (end of input cancels), signs in and shows the user in the prompt.
    @MainActor
    public static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser {
        guard let password = input.password ?? executor.reader.readSecret(prompt: "password: ") else {
            throw .cancelled(nil)
        }
        let credentials = Input(username: input.username, password: password)
        let signedIn = try await perform(credentials, in: OperationContext(mainboard: executor.mainboard))
        executor.username = signedIn.username
        return signedIn
    }

    /// `Logged in as alice.`
    public static func humanLines(_ output: AuthenticatedUser, renderer: HumanRenderer) -> [String] {
        ["Logged in as \(output.username)."]
    }
}

extension LogoutOperation: ShellOperation {
    /// Signs out and clears the prompt's username.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> String? {
        let previous = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = nil
        return previous
    }

    /// `Logged out.`, or `You were not logged in.`
    public static func humanLines(_ output: String?, renderer: HumanRenderer) -> [String] {
        [output == nil ? "You were not logged in." : "Logged out."]
    }
}

extension WhoAmIOperation: ShellOperation {
    /// Asks who is signed in and updates the prompt to match.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser? {
        let current = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = current?.username
        return current
    }

    /// `Logged in as alice.`, or `Not logged in.`
    public static func humanLines(_ output: AuthenticatedUser?, renderer: HumanRenderer) -> [String] {
        [output.map { "Logged in as \($0.username)." } ?? "Not logged in."]
    }
}

import AuthDataIO
import ShopOperations
import ShopTerminal

extension RegisterOperation: ShellOperation {
    /// Asks for a missing password twice without echo (a mismatch is refused, an empty answer or the end of input
    /// cancels), warns on a terminal when the password was typed as an argument, registers, then shows the new user
    /// in the prompt.
    @MainActor
    public static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser
    {
        var input = input
        if input.password == nil {
            input.password = try ChangePasswordOperation.confirmedNewPassword(
                executor.reader, prompts: ("password: ", "password again: "), argument: "password")
            if input.password == nil {
                throw ShellError(.cancelled, "the registration was cancelled; nothing was created")
            }
        } else if executor.isOnTerminal {
            executor.printer.diagnostic(visiblePasswordWarning(input.username))
        }
        let registered = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = registered.username
        return registered
    }

    /// The warning for a password typed on a terminal as an argument: it is on the screen (and, from a one-shot
    /// command, in the login shell's history).
    static func visiblePasswordWarning(_ username: String) -> String {
        "warning: the password is visible on screen and may be kept in your shell's history; "
            + "'register \(username)' asks for it without echo"
    }

    /// `Registered and logged in as alice.`
    public static func humanLines(_ output: AuthenticatedUser, renderer: HumanRenderer) -> [String] {
        ["Registered and logged in as \(output.username)."]
    }
}

extension LoginOperation: ShellOperation {
    /// Asks for a missing password without echo (end of input cancels), signs in and shows the user in the prompt.
    /// A wrong username or password on a database without any account says so, with a hint to register.
    @MainActor
    public static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser
    {
        guard let password = input.password ?? executor.reader.readSecret(prompt: "password: ") else {
            throw .cancelled(nil)
        }
        let credentials = Input(username: input.username, password: password)
        let context = OperationContext(mainboard: executor.mainboard)
        let signedIn: AuthenticatedUser
        do {
            signedIn = try await perform(credentials, in: context)
        } catch  where error.code == .invalidCredentials {
            throw await noAccountsHint(error, in: context)
        }
        executor.username = signedIn.username
        return signedIn
    }

    /// `error` with a hint to register when the database has no account at all (a database made with `--no-seed`,
    /// say), where checking the spelling cannot help; `error` as it is otherwise, or when the question fails.
    nonisolated(nonsending) static func noAccountsHint(
        _ error: OperationError, in context: OperationContext
    ) async -> OperationError {
        guard let exists = try? await context.call(context.mainboard.ioHasAccounts(), ()), !exists else {
            return error
        }
        return OperationError(
            error.code, error.message,
            hint: "There are no accounts yet: 'register <username>' creates one ('shop-cli seed' fills an empty "
                + "database with the demo accounts).")
    }

    /// `Logged in as alice.` (`Logged in as staff (staff).` for a staff account)
    public static func humanLines(_ output: AuthenticatedUser, renderer: HumanRenderer) -> [String] {
        ["Logged in as \(output.username)\(ShellText.roleSuffix(output.role))."]
    }
}

extension LogoutOperation: ShellOperation {
    /// Signs out (with `--all`, every session of the account) and clears the prompt's username.
    @MainActor
    public static func run(_ input: Bool, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Output
    {
        let output = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = nil
        return output
    }

    /// `Logged out.`, `Logged out of 3 sessions of alice.` (`--all`), or `You were not logged in.`
    public static func humanLines(_ output: Output, renderer: HumanRenderer) -> [String] {
        guard let username = output.username else { return ["You were not logged in."] }
        guard let ended = output.sessionsEnded else { return ["Logged out."] }
        return ["Logged out of \(ShellText.counted(ended, "session")) of \(username)."]
    }
}

extension ChangePasswordOperation: ShellOperation {
    /// Checks that someone is signed in, asks for the missing passwords without echo (an empty answer or the end
    /// of input cancels) — the new one twice, refusing a mismatch, so a typo cannot lock the account — and changes
    /// the password.
    @MainActor
    public static func run(_ input: Input, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> Int
    {
        let context = OperationContext(mainboard: executor.mainboard)
        guard try await WhoAmIOperation.perform(NoInput(), in: context) != nil else {
            executor.username = nil
            throw AuthDataError.notSignedIn.operationError
        }
        guard let current = input.currentPassword ?? executor.reader.readSecret(prompt: "current password: "),
            !current.isEmpty
        else {
            throw cancelled
        }
        var new = input.newPassword
        if new == nil { new = try confirmedNewPassword(executor.reader) }
        guard let new else { throw cancelled }
        return try await perform(Input(currentPassword: current, newPassword: new), in: context)
    }

    /// A new password, asked twice without echo; `nil` when an answer is missing (cancelled).
    ///
    /// - Parameters:
    ///   - reader: Where the answers come from.
    ///   - prompts: The first and the second prompt.
    ///   - argument: The argument a mismatch blames.
    /// - Throws: `invalid-arguments` blaming `argument` when the two answers differ (nothing is changed).
    @MainActor
    static func confirmedNewPassword(
        _ reader: any LineReader, prompts: (String, String) = ("new password: ", "new password again: "),
        argument: String = "new-password"
    ) throws(ShellError) -> String? {
        guard let new = reader.readSecret(prompt: prompts.0), !new.isEmpty,
            let again = reader.readSecret(prompt: prompts.1)
        else { return nil }
        guard new == again else {
            let what = argument == "new-password" ? "new passwords" : "passwords"
            let outcome = argument == "new-password" ? "the password was not changed" : "nothing was created"
            throw ShellError(
                .invalidArguments, "the two \(what) differ; \(outcome)",
                hint: "Type the same password twice.", argument: argument)
        }
        return new
    }

    /// `Password changed; 1 session elsewhere ended.`
    public static func humanLines(_ output: Int, renderer: HumanRenderer) -> [String] {
        ["Password changed; \(ShellText.counted(output, "session")) elsewhere ended."]
    }
}

extension WhoAmIOperation: ShellOperation {
    /// Asks who is signed in and updates the prompt to match.
    @MainActor
    public static func run(_ input: NoInput, in executor: ShellExecutor, as user: AuthenticatedUser?)
        async throws(ShellError) -> AuthenticatedUser?
    {
        let current = try await perform(input, in: OperationContext(mainboard: executor.mainboard))
        executor.username = current?.username
        return current
    }

    /// `Logged in as alice.` (`Logged in as staff (staff).` for a staff account), or `Not logged in.`
    public static func humanLines(_ output: AuthenticatedUser?, renderer: HumanRenderer) -> [String] {
        [output.map { "Logged in as \($0.username)\(ShellText.roleSuffix($0.role))." } ?? "Not logged in."]
    }
}

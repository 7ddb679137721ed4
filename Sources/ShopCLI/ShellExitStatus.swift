import ShopOperations

/// The exit statuses of `shop-cli`, the same for the shell, `-c`, one-shot commands and the database tools.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a command failed, or the database could not be used |
/// | 64 | usage: an unknown option or, for a one-shot command, an unknown command or invalid arguments |
/// | 77 | a command needed a signed-in user and the login failed or was not possible (no password) |
/// | 78 | a bad environment or config-file value, or a config file that cannot be used |
/// | 130 | interrupted by Ctrl-C (piped input and one-shot commands; the interactive shell stays) |
public enum ShellExitStatus {
    /// Everything worked.
    public static let success: Int32 = 0
    /// A command failed, or the database could not be used.
    public static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE`, as ArgumentParser answers for unknown options).
    public static let usage: Int32 = 64
    /// A login was needed and failed (`EX_NOPERM`).
    public static let loginFailed: Int32 = 77
    /// A setting from the environment or the config file is malformed (`EX_CONFIG`).
    public static let configuration: Int32 = 78
    /// Ended by Ctrl-C (128 + `SIGINT`, the status the default action gives).
    public static let interrupted: Int32 = 130

    /// The status for a one-shot command that failed with `error`.
    ///
    /// - Parameter error: Why the command failed.
    /// - Returns: 64 for an unknown command or invalid arguments, 77 for a failed, impossible or abandoned login
    ///   (the only way a one-shot command is cancelled), else 1.
    public static func status(for error: ShellError) -> Int32 {
        switch error.code {
        case .unknownCommand, .invalidArguments: usage
        case .invalidCredentials, .rateLimited, .notSignedIn, .cancelled: loginFailed
        default: failure
        }
    }

    /// The table above as `--help` shows it.
    static let helpText = """
        Exit status: 0 success; 1 a command failed or the database could not be used; 64 usage (unknown option, \
        or for a one-shot command an unknown command or invalid arguments); 77 login needed and failed; 78 a bad environment or config-file value; 130 \
        interrupted by Ctrl-C (piped input and one-shot commands; the interactive shell stays).
        """
}

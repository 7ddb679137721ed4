import ShopApp
import ShopOperations

/// The exit statuses of `shop-cli`, the same for the shell, `-c`, one-shot commands and the database tools.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a command failed (a finding of `check`, a backup that cannot be written or restored) |
/// | 64 | usage: an unknown option or, for a one-shot command, an unknown command or invalid arguments |
/// | 69 | the database cannot be opened or reached (a missing directory, a read-only, damaged or newer file) |
/// | 77 | a command needed a signed-in user and the login failed or was not possible (no password) |
/// | 78 | a bad environment or config-file value, or a config file that cannot be used |
/// | 130 | interrupted by Ctrl-C (piped input and one-shot commands; the interactive shell stays) |
///
/// `-c` exits with its first failed command's status, the one that command gives in one-shot form; piped input
/// exits with 1 when any command failed.
public enum ShellExitStatus {
    /// Everything worked.
    public static let success: Int32 = 0
    /// A command failed.
    public static let failure: Int32 = 1
    /// The database cannot be opened or reached (`EX_UNAVAILABLE`), the status `shop-server` exits with too.
    public static let unavailable: Int32 = 69
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

    /// The status for a database that could not be opened, reached, migrated or seeded: 69 when it cannot be used
    /// at all (``unavailable``), 1 when it could but the work failed (a non-empty database refused by `seed`).
    ///
    /// - Parameter error: What opening or preparing the database threw.
    public static func status(forDatabase error: any Error) -> Int32 {
        switch error {
        case ShopAppError.database(let failure): status(forDatabase: failure)
        case ShopDatabaseError.sqliteOnly: usage
        case ShopDatabaseError.invalidURL: configuration
        case is ShopDatabaseError: unavailable
        default: failure
        }
    }

    /// The table above as `--help` shows it.
    static let helpText = """
        Exit status: 0 success; 1 a command failed (-c: its first failed command's status); 69 the database cannot be opened or reached; 64 usage (unknown option, \
        or for a one-shot command an unknown command or invalid arguments); 77 login needed and failed; 78 a bad environment or config-file value; 130 \
        interrupted by Ctrl-C (piped input and one-shot commands; the interactive shell stays).
        """
}

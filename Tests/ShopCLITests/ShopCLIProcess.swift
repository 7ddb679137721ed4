import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `shop-cli` executable (built next to the test bundle) as a subprocess with piped standard input,
/// killing it after a timeout so a hang cannot stall the suite.
enum ShopCLIProcess {
    /// The longest one run may take.
    static let timeout: Duration = .seconds(180)

    /// The executable, found next to the test bundle (or at `$SHOP_CLI_EXECUTABLE`).
    static let executable: URL? = {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["SHOP_CLI_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        let bundle = Bundle.main.bundleURL
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        for directory in [argument0.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent()] {
            candidates.append(directory.appendingPathComponent("shop-cli"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `shop-cli arguments…` in `directory`, feeding `input` on standard input.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - input: The text for standard input (closed after it).
    ///   - directory: The working directory (also `HOME`, so no history file of the user is touched).
    ///   - environment: Extra environment variables.
    static func run(
        _ arguments: [String],
        input: String = "",
        in directory: URL,
        environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ProcessResult {
        signal(SIGPIPE, SIG_IGN)
        let executable = try #require(
            executable, "shop-cli was not found next to the test bundle (\(CommandLine.arguments[0]))",
            sourceLocation: sourceLocation)
        var variables = ProcessInfo.processInfo.environment
        variables["HOME"] = directory.path
        variables["TERM"] = "dumb"
        variables["SHOP_DB"] = nil
        variables["SHOP_DATABASE_URL"] = nil
        variables.merge(environment) { _, new in new }
        let watchdog = Watchdog()
        let output = try await Subprocess.run(
            executable.path, arguments, input: input, environment: variables, directory: directory.path
        ) { pid in
            watchdog.arm(pid: pid, after: timeout)
        }
        let timedOut = watchdog.disarm()
        #expect(
            !timedOut, "shop-cli \(arguments) did not finish within \(timeout) and was killed",
            sourceLocation: sourceLocation)
        return ProcessResult(
            standardOutput: output.standardOutput, standardError: output.standardError, status: output.status)
    }
}

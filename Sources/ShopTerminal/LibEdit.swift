import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's `char *readline(const char *prompt)`.
typealias ReadlineFunction = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
/// libedit's `int add_history(const char *line)`.
typealias AddHistoryFunction = @convention(c) (UnsafePointer<CChar>?) -> Int32
/// A readline completion generator, `char *(*)(const char *text, int state)`.
typealias CompletionGeneratorFunction = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?
/// A readline match list, `char **`, allocated with `malloc` and owned by the library once returned.
typealias CompletionMatchList = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
/// readline's `rl_attempted_completion_function` type, `char **(*)(const char *text, int start, int end)`.
typealias AttemptedCompletionFunction = @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> CompletionMatchList?
/// libedit's `char **rl_completion_matches(const char *text, rl_compentry_func_t *generator)`.
typealias CompletionMatchesFunction =
    @convention(c) (
        UnsafePointer<CChar>?, CompletionGeneratorFunction?
    ) -> CompletionMatchList?
/// libedit's `char *rl_copy_text(int from, int to)`, returning a `malloc`ed copy of part of the line.
typealias CopyTextFunction = @convention(c) (Int32, Int32) -> UnsafeMutablePointer<CChar>?

/// The readline-compatible entry points of libedit, loaded with `dlopen` at run time.
///
/// Nothing links against libedit at build time, so `shop-cli` runs (without line editing) on machines that do not
/// have it. The library is opened once per process and never closed, which keeps every resolved address valid.
struct LibEdit: Sendable {
    /// The names tried, in order, with `dlopen`.
    static let candidateNames: [String] = {
        #if canImport(Darwin)
        return ["libedit.3.dylib", "libedit.dylib"]
        #else
        return ["libedit.so.2", "libedit.so", "libedit.so.0"]
        #endif
    }()

    /// The process-wide library, or `nil` when no candidate could be opened with every required symbol.
    static let shared: LibEdit? = load()

    /// Serialises calls into libedit, which keeps global state and is not thread-safe.
    static let callLock = NSLock()

    /// `readline`.
    let readline: ReadlineFunction
    /// `add_history`.
    let addHistory: AddHistoryFunction
    /// `rl_completion_matches`.
    let completionMatches: CompletionMatchesFunction
    /// `rl_copy_text`, used to find the words before the one being completed, when exported.
    let copyText: CopyTextFunction?
    /// The address of `int rl_attempted_completion_over` as a bit pattern, or 0 when not exported.
    let attemptedCompletionOverAddress: UInt
    /// The address of `int rl_catch_signals` as a bit pattern, or 0 when not exported.
    let catchSignalsAddress: UInt

    /// Whether libedit installs its own signal handlers while reading (read once, by the first `readline`).
    ///
    /// With an ``InterruptMonitor`` installed it must not: libedit's handler passes `SIGINT` on with
    /// `kill(0, SIGINT)`, which reaches the whole process group (a parent shell script too).
    /// - Parameter catches: Whether libedit catches signals.
    func setCatchesSignals(_ catches: Bool) {
        guard let address = UnsafeMutableRawPointer(bitPattern: catchSignalsAddress) else { return }
        address.storeBytes(of: Int32(catches ? 1 : 0), as: Int32.self)
    }

    /// Tells libedit not to fall back to file-name completion after the current attempt.
    func suppressDefaultCompletion() {
        guard let address = UnsafeMutableRawPointer(bitPattern: attemptedCompletionOverAddress) else { return }
        address.storeBytes(of: Int32(1), as: Int32.self)
    }

    private static func load() -> LibEdit? {
        for name in candidateNames {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let library = resolve(in: handle) {
                return library
            }
            dlclose(handle)
        }
        return nil
    }

    private static func resolve(in handle: UnsafeMutableRawPointer) -> LibEdit? {
        guard
            let readline = dlsym(handle, "readline"),
            let addHistory = dlsym(handle, "add_history"),
            let completionMatches = dlsym(handle, "rl_completion_matches"),
            let attemptedCompletion = dlsym(handle, "rl_attempted_completion_function")
        else {
            return nil
        }
        attemptedCompletion.storeBytes(
            of: EditLineCompletion.attemptCompletion as AttemptedCompletionFunction?,
            as: AttemptedCompletionFunction?.self
        )
        if let entryFunction = dlsym(handle, "rl_completion_entry_function") {
            entryFunction.storeBytes(
                of: EditLineCompletion.generateMatch as CompletionGeneratorFunction?,
                as: CompletionGeneratorFunction?.self
            )
        }
        return LibEdit(
            readline: unsafeBitCast(readline, to: ReadlineFunction.self),
            addHistory: unsafeBitCast(addHistory, to: AddHistoryFunction.self),
            completionMatches: unsafeBitCast(completionMatches, to: CompletionMatchesFunction.self),
            copyText: dlsym(handle, "rl_copy_text").map { unsafeBitCast($0, to: CopyTextFunction.self) },
            attemptedCompletionOverAddress: UInt(bitPattern: dlsym(handle, "rl_attempted_completion_over")),
            catchSignalsAddress: UInt(bitPattern: dlsym(handle, "rl_catch_signals"))
        )
    }
}

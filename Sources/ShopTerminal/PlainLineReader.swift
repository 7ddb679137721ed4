import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``LineReader`` that reads raw lines from a file descriptor, with no line editing and no escape codes.
///
/// This is the reader for pipes and files (`shop-cli < script.txt`), for `TERM=dumb`, and the fallback when
/// libedit cannot be loaded. It prints the prompt only when ``interactive`` is `true`, so piped output stays
/// clean. Descriptors are injectable so tests can feed it through a pipe; they are never closed by the reader.
public final class PlainLineReader: LineReader {
    /// The descriptor lines are read from (standard input by default).
    public let inputFileDescriptor: Int32
    /// The descriptor prompts are written to (standard output by default).
    public let outputFileDescriptor: Int32
    /// Whether prompts are printed; `false` when input does not come from a terminal.
    public let interactive: Bool

    let input: LockedState<FileDescriptorInput>
    private let historyState: LockedState<LineHistory>

    /// Creates a reader over raw file descriptors.
    ///
    /// - Parameters:
    ///   - inputFileDescriptor: Where lines come from; stays owned by the caller.
    ///   - outputFileDescriptor: Where prompts go; stays owned by the caller.
    ///   - interactive: Whether to print prompts. `nil` means "if `inputFileDescriptor` is a terminal".
    public init(
        inputFileDescriptor: Int32 = STDIN_FILENO,
        outputFileDescriptor: Int32 = STDOUT_FILENO,
        interactive: Bool? = nil
    ) {
        self.inputFileDescriptor = inputFileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
        self.interactive = interactive ?? (isatty(inputFileDescriptor) == 1)
        input = LockedState(FileDescriptorInput(fileDescriptor: inputFileDescriptor))
        historyState = LockedState(LineHistory())
    }

    /// Creates a reader over `FileHandle`s, for example the ends of a `Pipe`.
    ///
    /// The handles must stay open while the reader is used; the reader does not close them.
    /// - Parameters:
    ///   - input: Where lines come from.
    ///   - output: Where prompts go.
    ///   - interactive: Whether to print prompts.
    public convenience init(input: FileHandle, output: FileHandle = .standardOutput, interactive: Bool = false) {
        self.init(
            inputFileDescriptor: input.fileDescriptor,
            outputFileDescriptor: output.fileDescriptor,
            interactive: interactive
        )
    }

    /// The lines recorded with ``addHistory(_:)``, oldest first.
    public var history: [String] {
        historyState.withLock { $0.entries }
    }

    /// Reads the next line, printing `prompt` first when ``interactive``.
    ///
    /// At end of input (or after Ctrl-C, see ``read(prompt:)``) an interactive reader also prints a newline, so
    /// whatever the caller prints next (such as "Bye") starts on its own line.
    /// - Parameter prompt: Text written verbatim to the output descriptor when interactive.
    /// - Returns: The line without `\n` or `\r\n`, or `nil` at end of input.
    public func readLine(prompt: String) -> String? {
        read(prompt: prompt).line
    }

    /// Reads the next line like ``readLine(prompt:)``; an interactive reader with an ``InterruptMonitor`` installed
    /// answers ``LineInput/interrupted`` for Ctrl-C (the terminal drops the partial line).
    ///
    /// - Parameter prompt: Text written verbatim to the output descriptor when interactive.
    /// - Returns: The line, ``LineInput/interrupted`` or ``LineInput/end``.
    public func read(prompt: String) -> LineInput {
        input.withLock { input in
            writePrompt(prompt)
            let result = nextInput(&input)
            if result.line == nil {
                writePrompt("\n")
            }
            return result
        }
    }

    /// The next line from `input`; interruptible by Ctrl-C when interactive with an ``InterruptMonitor`` installed.
    func nextInput(_ input: inout FileDescriptorInput) -> LineInput {
        guard interactive, InterruptMonitor.isInstalled else {
            return input.nextLine().map(LineInput.line) ?? .end
        }
        let interruptions = InterruptSignal.interruptions
        return InterruptSignal.whileReading {
            input.nextInput { InterruptSignal.interruptions != interruptions }
        }
    }

    /// Keeps `line` in the in-memory history (a plain reader has no way to recall it, but callers can inspect it).
    ///
    /// - Parameter line: The entry; blank lines and repeats of the newest entry are ignored.
    public func addHistory(_ line: String) {
        historyState.withLock { _ = $0.add(line) }
    }

    func writePrompt(_ prompt: String) {
        if interactive {
            FileDescriptorOutput.writeAll(prompt, to: outputFileDescriptor)
        }
    }
}

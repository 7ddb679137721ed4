import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide state the `SIGINT` handler touches, and the handler itself.
///
/// A signal handler may only do async-signal-safe things: it loads and adds to lock-free atomics, calls
/// `pthread_self`, `pthread_kill` and `write(2)`, and saves and restores `errno`. The state is immutable `let`s
/// (atomics and two descriptors); ``selfPipe`` is created by ``installHandler()`` before `sigaction`, so the handler
/// never runs the lazy initialiser, only reads its result.
enum InterruptSignal {
    /// How many `SIGINT`s arrived.
    static let count = Atomic<Int>(0)
    /// The thread blocked reading a line (its `pthread_t` as a number), or 0.
    static let readingThread = Atomic<UInt>(0)
    /// The self-pipe: the handler writes a byte to `write`, ``InterruptMonitor`` drains `read`. Both ends are
    /// non-blocking (a full pipe drops the byte; the count still goes up) and close-on-exec.
    static let selfPipe: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }()

    /// How many `SIGINT`s arrived so far.
    static var interruptions: Int {
        count.load(ordering: .sequentiallyConsistent)
    }

    /// The calling thread as a number.
    static var currentThread: UInt {
        UInt(pthread_self())
    }

    /// Installs ``handle`` for `SIGINT`, without `SA_RESTART` so a blocked `read(2)` fails with `EINTR`.
    static func installHandler() {
        _ = selfPipe
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handle
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Runs `body` (a blocking read) marked as the reading thread, so a `SIGINT` another thread receives is sent on
    /// to this one and interrupts its `read(2)`.
    ///
    /// - Parameter body: The read.
    /// - Returns: What `body` returned.
    ///
    /// `SIGINT` is unblocked on the thread meanwhile: the main actor may run on a dispatch worker thread, and those
    /// block every asynchronous signal.
    static func whileReading<Result>(_ body: () -> Result) -> Result {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previous)
        readingThread.store(currentThread, ordering: .sequentiallyConsistent)
        defer {
            readingThread.store(0, ordering: .sequentiallyConsistent)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return body()
    }

    /// The `SIGINT` handler: hands the signal to the reading thread if another thread got it, else counts it and
    /// wakes ``InterruptMonitor`` through the pipe.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        let savedError = errno
        defer { errno = savedError }
        let reader = readingThread.load(ordering: .sequentiallyConsistent)
        if reader != 0, reader != currentThread {
            pthread_kill(pthread_t(reader), signal)
            return
        }
        count.add(1, ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(selfPipe.write, &byte, 1)
    }
}

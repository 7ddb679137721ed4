import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ``ServerLogHandler`` writes: a file descriptor (standard error by default), in batches.
///
/// An access-log line per request written on its own costs a `write(2)` per request — on a file, an inode update
/// each time — which measured as much as the rest of a product lookup. Lines below `warning` are therefore
/// gathered in memory and written together by a background thread every ``interval`` (or as soon as
/// ``batchLimit`` bytes wait); a `warning` or worse line is written at once, after everything gathered before it.
/// Lines always come out whole and in the order they were logged. ``flush()`` writes what waits; `shop-server`
/// calls it before exiting. A process killed by SIGKILL loses at most one interval of info lines.
public final class ServerLogOutput: Sendable {
    /// Standard error, batched.
    public static let standardError = ServerLogOutput(fileDescriptor: 2)

    /// How long an info line waits at most before it is written.
    public let interval: Duration
    /// How many waiting bytes trigger a write at once.
    public let batchLimit: Int
    private let fileDescriptor: Int32
    private let waiting = Mutex<Waiting>(Waiting())
    /// Held while bytes are written, so batches taken one after another are written in that order.
    private let writing = Mutex<Void>(())

    private struct Waiting: ~Copyable {
        var bytes: [UInt8] = []
        var flusherStarted = false
    }

    /// Creates an output writing to `fileDescriptor` (which it never closes).
    ///
    /// - Parameters:
    ///   - fileDescriptor: Where lines go.
    ///   - interval: How long an info line waits at most.
    ///   - batchLimit: How many waiting bytes trigger a write at once.
    public init(fileDescriptor: Int32, interval: Duration = .milliseconds(20), batchLimit: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.interval = interval
        self.batchLimit = batchLimit
    }

    /// Adds `line` (ending in a newline); with `immediately`, writes it and everything before it now.
    public func write(_ line: String, immediately: Bool) {
        write(bytes: Array(line.utf8), immediately: immediately)
    }

    /// Adds `line` (UTF-8, ending in a newline); with `immediately`, writes it and everything before it now.
    public func write(bytes line: [UInt8], immediately: Bool) {
        var startFlusher = false
        let full = waiting.withLock { waiting in
            waiting.bytes.append(contentsOf: line)
            if !waiting.flusherStarted {
                waiting.flusherStarted = true
                startFlusher = true
            }
            return waiting.bytes.count >= batchLimit
        }
        if startFlusher { startFlushing() }
        if immediately || full { flush() }
    }

    /// Writes every waiting line now.
    public func flush() {
        writing.withLock { _ in
            let batch = waiting.withLock { waiting in
                let taken = waiting.bytes
                waiting.bytes.removeAll(keepingCapacity: true)
                return taken
            }
            if !batch.isEmpty { Self.writeAll(batch, to: fileDescriptor) }
        }
    }

    /// Starts the thread that writes waiting lines every ``interval``; it ends once this output is gone.
    private func startFlushing() {
        let (seconds, attoseconds) = interval.components
        let microseconds = UInt32(clamping: seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        let thread = Thread { [weak self] in
            while true {
                usleep(microseconds)
                guard let self else { return }
                self.flush()
            }
        }
        thread.name = "shop-server log"
        thread.start()
    }

    private static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return  // the descriptor is gone; nothing else can be told
                }
            }
        }
    }
}

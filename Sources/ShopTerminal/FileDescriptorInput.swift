#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered line splitter over a raw file descriptor, built on `read(2)`.
///
/// Lines end at `\n`; a `\r` right before it is dropped too. The final line is returned even without a trailing
/// newline. Invalid UTF-8 is repaired with U+FFFD rather than rejected. Once end of input (or a read error other
/// than `EINTR`) is seen, every later call returns `nil`.
struct FileDescriptorInput: Sendable {
    /// Size of one `read(2)` request.
    private static let chunkSize = 64 * 1024

    /// The descriptor being read; it is never closed by this type.
    let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var reachedEnd = false

    /// Creates a reader over `fileDescriptor`, which stays owned by the caller.
    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether end of input has been reached and every buffered line consumed.
    var isExhausted: Bool {
        reachedEnd && start >= buffer.count
    }

    /// Returns the next line, blocking until one is complete, or `nil` at end of input.
    mutating func nextLine() -> String? {
        nextInput { false }.line
    }

    /// Returns the next line, blocking until one is complete; a read that fails with `EINTR` while `interrupted`
    /// answers `true` gives up with ``LineInput/interrupted`` (a terminal has already dropped the partial line).
    mutating func nextInput(interrupted: () -> Bool) -> LineInput {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = takeLine(upTo: newline)
                start = newline + 1
                scanned = start
                compact()
                return .line(line)
            }
            scanned = buffer.count
            if reachedEnd {
                guard start < buffer.count else { return .end }
                let line = takeLine(upTo: buffer.count)
                start = buffer.count
                scanned = start
                compact()
                return .line(line)
            }
            if !fill(interrupted: interrupted) { return .interrupted }
        }
    }

    private func takeLine(upTo end: Int) -> String {
        var end = end
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: buffer[start..<end], as: UTF8.self)
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 4 * Self.chunkSize)
            start = 0
            scanned = 0
        } else if start > Self.chunkSize, start * 2 > buffer.count {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
    }

    /// Reads more input; returns `false` when a read was interrupted and `interrupted` says to give up.
    private mutating func fill(interrupted: () -> Bool) -> Bool {
        let descriptor = fileDescriptor
        while true {
            var count = 0
            let oldCount = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
            buffer.withUnsafeMutableBytes { raw in
                count = read(descriptor, raw.baseAddress! + oldCount, Self.chunkSize)
            }
            let readError = count < 0 ? errno : 0
            buffer.removeLast(Self.chunkSize - max(count, 0))
            if count > 0 {
                return true
            }
            if count < 0, readError == EINTR {
                if interrupted() { return false }
                continue
            }
            reachedEnd = true
            return true
        }
    }
}

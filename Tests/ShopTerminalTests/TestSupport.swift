import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread-safe list that `@Sendable` closures can append to.
final class Collected: Sendable {
    private let lock = NSLock()
    // Safety: `storage` is only touched while `lock` is held.
    nonisolated(unsafe) private var storage: [String] = []

    /// Appends a value.
    func append(_ value: String) {
        lock.withLock { storage.append(value) }
    }

    /// The values appended so far.
    var values: [String] {
        lock.withLock { storage }
    }
}

/// A POSIX pipe whose ends the test closes explicitly.
struct TestPipe {
    let readEnd: Int32
    let writeEnd: Int32

    /// Opens a new pipe.
    init() {
        var descriptors: [Int32] = [-1, -1]
        let result = descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        precondition(result == 0, "pipe() failed")
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    /// Writes `text` (small enough to fit the pipe buffer) to the write end.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(writeEnd, raw.baseAddress! + offset, raw.count - offset)
            }
            precondition(written > 0, "write() failed")
            offset += written
        }
    }

    /// Closes the write end so readers see end of input.
    func closeWriteEnd() {
        close(writeEnd)
    }

    /// Closes the write end and returns everything that was written, then closes the read end.
    func drain() -> String {
        close(writeEnd)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress!, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        close(readEnd)
        return String(decoding: bytes, as: UTF8.self)
    }
}

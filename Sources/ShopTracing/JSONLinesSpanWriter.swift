import ShopJSON
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``SpanSink`` that appends every finished span to a file as one line of JSON (``FinishedSpan/json``): the
/// `--trace-output FILE` exporter.
///
/// The file is created with mode 0600 (spans name users' operations), or appended to when it exists (its mode is
/// set to 0600 too). A line is written with one `write(2)` when its span ends, so a reader sees it as soon as the
/// span's work has returned, without any flush; ``flush()`` syncs the file to disk.
public final class JSONLinesSpanWriter: SpanSink {
    /// The file being written.
    public let path: String
    private let descriptor: Mutex<Int32>

    /// Opens (creating, mode 0600) `path` for appending.
    ///
    /// - Throws: ``TraceOutputError`` when the file cannot be opened.
    public init(path: String) throws(TraceOutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw TraceOutputError(path: path, errno: errno) }
        _ = fchmod(descriptor, 0o600)
        self.path = path
        self.descriptor = Mutex(descriptor)
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }

    /// Appends `span` as one line.
    public func spanDidEnd(_ span: FinishedSpan) {
        var bytes = span.json.serializedBytes()
        bytes.append(UInt8(ascii: "\n"))
        descriptor.withLock { descriptor in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return
                    }
                    offset += written
                }
            }
        }
    }

    /// Syncs the file to disk.
    public func flush() {
        descriptor.withLock { _ = fsync($0) }
    }
}

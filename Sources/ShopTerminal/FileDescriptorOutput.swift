#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes of whole strings to a raw file descriptor.
enum FileDescriptorOutput {
    /// Writes every byte of `text` to `fileDescriptor`, retrying partial writes and `EINTR`.
    ///
    /// Pending C stdio output (for example from `print`) is flushed first so the text appears in order. Write
    /// errors are ignored: there is nobody left to tell when the terminal itself is gone.
    static func writeAll(_ text: String, to fileDescriptor: Int32) {
        guard !text.isEmpty else { return }
        fflush(nil)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

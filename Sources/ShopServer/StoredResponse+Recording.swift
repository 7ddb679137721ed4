import AuthDataIO
import HTTPTypes
import Hummingbird
import NIOCore

extension StoredResponse {
    /// Records `response` for an idempotency key: its status, its headers but `Content-Length`, and its body, read
    /// out of the response's body writer; `response` gets the same bytes back as its body, ready to send.
    static func recording(_ response: inout Response) async -> StoredResponse {
        let bytes = await ResponseBodyCollector.collect(&response)
        let headers = response.headers.filter { $0.name != .contentLength }.map { field in
            Header(name: field.name.rawName, value: field.value)
        }
        return StoredResponse(status: response.status.code, headers: headers, body: Array(bytes.readableBytesView))
    }
}

/// A response body writer that keeps what is written, so that an answer can be stored.
final class ResponseBodyCollector: ResponseBodyWriter {
    /// What was written.
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}

    /// The bytes of `response`'s body, read out of its writer; `response` gets them back as its body, ready to send.
    /// Bodies the server makes for operation and error answers are whole buffers; one that fails to write gives what
    /// was written so far.
    static func collect(_ response: inout Response) async -> ByteBuffer {
        let collector = ResponseBodyCollector()
        do {
            try await response.body.write(collector)
        } catch {
            // Judged by what was written.
        }
        response.body = ResponseBody(byteBuffer: collector.buffer)
        return collector.buffer
    }
}

import Foundation
import ShopTestSupport
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection on loopback, for what no HTTP client sends (malformed requests, heads that never end,
/// bodies that trickle): write bytes, read an answer, read until the server closes. Every read gives up after
/// `timeout` seconds (`SO_RCVTIMEO`), so a server that never answers or never closes fails the test instead of
/// hanging it. Reads and writes block, so each runs on a thread of its own (``ShopTestSupport/offPool(_:)``), never on
/// the cooperative pool the server's routes need.
final class RawHTTPConnection: Sendable {
    /// How a read of everything ended.
    enum Ending: Equatable {
        /// The server closed the connection (`FIN`).
        case closed
        /// The server reset the connection (`RST`): what was not read yet may be lost.
        case reset
        /// Nothing came for the whole read timeout: the server neither answered nor closed.
        case timedOut
    }

    private let descriptor: Int32
    private let isClosed = Atomic<Bool>(false)

    /// Connects to `host`:`port`, trying each address the name resolves to (HummingbirdTesting's live servers listen
    /// on `localhost`, which may be `::1`).
    init(host: String = "localhost", port: Int, timeout: Int = 120) throws {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0 else { throw POSIXError(.EHOSTUNREACH) }
        defer { freeaddrinfo(list) }
        var entry = list
        while let info = entry?.pointee {
            let candidate = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
            if candidate >= 0, connect(candidate, info.ai_addr, info.ai_addrlen) == 0 {
                var limit = timeval(tv_sec: timeout, tv_usec: 0)
                setsockopt(candidate, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                descriptor = candidate
                return
            }
            if candidate >= 0 { Glibc.close(candidate) }
            entry = info.ai_next
        }
        throw POSIXError(.ECONNREFUSED)
    }

    deinit { close() }

    /// Sends `text` as is; `false` when the server has closed or reset the connection.
    @discardableResult
    func send(_ text: String) async -> Bool {
        await offPool { self.sendNow(text) }
    }

    /// Reads one answer: its head, and a body of its `Content-Length` (the connection stays open).
    ///
    /// - Returns: The answer, or `nil` when the connection ended before a whole answer came.
    func readAnswer() async -> RawHTTPAnswer? {
        await offPool { self.readAnswerNow() }
    }

    /// Reads everything until the server closes (or resets) the connection or the read times out.
    func readToEnd() async -> (text: String, ending: Ending) {
        await offPool { self.readToEndNow() }
    }

    /// Sends the whole of `text`, then reads until the server closes the connection.
    func exchange(_ text: String) async -> (answer: RawHTTPAnswer, ending: Ending) {
        await send(text)
        let (received, ending) = await readToEnd()
        return (RawHTTPAnswer(received), ending)
    }

    private func sendNow(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private func readAnswerNow() -> RawHTTPAnswer? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let text = String(decoding: received, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let answer = RawHTTPAnswer(text)
                let expected = answer.contentLength ?? 0
                if text[end.upperBound...].utf8.count >= expected { return answer }
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
    }

    private func readToEndNow() -> (text: String, ending: Ending) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
                continue
            }
            let ending: Ending = count == 0 ? .closed : (errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .reset)
            return (String(decoding: received, as: UTF8.self), ending)
        }
    }

    /// Closes the connection (once).
    func close() {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
        Glibc.close(descriptor)
    }
}

/// An answer read off a raw connection: the head's lines and the body.
struct RawHTTPAnswer: CustomStringConvertible {
    /// Everything received.
    let text: String
    /// The status line and header lines.
    let head: String
    /// What followed the head.
    let body: String

    init(_ text: String) {
        self.text = text
        if let range = text.range(of: "\r\n\r\n") {
            head = String(text[..<range.lowerBound])
            body = String(text[range.upperBound...])
        } else {
            head = text
            body = ""
        }
    }

    /// The status code, or `nil` for no status line.
    var status: Int? {
        let parts = head.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }

    /// The value of the header `name` (case-insensitive), if present.
    func header(_ name: String) -> String? {
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name.lowercased() {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// `Content-Length` as a number.
    var contentLength: Int? { header("Content-Length").flatMap { Int($0) } }

    /// The JSON error body's `code` and `message`, if the body is one.
    var errorCode: (code: String, message: String)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: [String: String]],
            let error = object["error"], let code = error["code"], let message = error["message"]
        else { return nil }
        return (code, message)
    }

    var description: String { text }
}

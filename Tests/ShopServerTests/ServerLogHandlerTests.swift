import Glibc
import Logging
import Testing

@testable import ShopServer

@Suite("shop-server: log lines and request ids")
struct ServerLogHandlerTests {
    @Test("a line has the timestamp, level, label, metadata sorted by key, source and message, in that order")
    func lineLayout() {
        var handler = ServerLogHandler(label: "shop-server", level: .info)
        handler[metadataKey: "request.id"] = "abc"
        handler[metadataKey: "hb.request.id"] = "1f"
        let event = LogEvent(
            level: .info, message: "GET /products/4 200 0.12 ms", metadata: ["http.route": "/products/{id}"],
            source: "ShopServer", file: #fileID, function: #function, line: #line)
        #expect(
            handler.line(for: event, at: "2026-11-26T13:05:32.123Z")
                == "2026-11-26T13:05:32.123Z info shop-server: http.route=/products/{id} "
                + "request.id=abc [ShopServer] GET /products/4 200 0.12 ms\n")
    }

    @Test("Hummingbird's own request id is not kept: the server's request.id names the request")
    func hummingbirdRequestIDIsDropped() {
        var handler = ServerLogHandler(label: "", level: .info)
        handler[metadataKey: "hb.request.id"] = "1f"
        handler[metadataKey: "kept"] = "yes"
        #expect(handler[metadataKey: "hb.request.id"] == nil)
        #expect(handler.metadata == ["kept": "yes"])
    }

    @Test("an event's own metadata wins over the logger's, and an error is written as error=")
    func metadataPrecedence() {
        struct Broken: Error, CustomStringConvertible { var description: String { "disk on fire" } }
        var handler = ServerLogHandler(label: "", level: .info)
        handler[metadataKey: "who"] = "logger"
        let event = LogEvent(
            level: .error, message: "failed", error: Broken(), metadata: ["who": "event"], source: "S",
            file: #fileID, function: #function, line: #line)
        #expect(handler.line(for: event, at: "T") == "T error: error=disk on fire who=event [S] failed\n")
    }

    @Test("the timestamp is UTC with milliseconds: YYYY-MM-DDTHH:MM:SS.mmmZ")
    func timestampShape() {
        let stamp = Array(ServerLogHandler.timestamp())
        #expect(stamp.count == 24, "\(String(stamp))")
        for (index, character) in stamp.enumerated() {
            switch index {
            case 4, 7: #expect(character == "-")
            case 10: #expect(character == "T")
            case 13, 16: #expect(character == ":")
            case 19: #expect(character == ".")
            case 23: #expect(character == "Z")
            default: #expect(character.isNumber, "position \(index) of \(String(stamp))")
            }
        }
    }

    @Test("request ids share the server's random prefix and never repeat, even from many tasks at once")
    func requestIDsAreUnique() async {
        let generator = RequestIDGenerator()
        let ids = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).map { _ in generator.next() } }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(ids.count == 4000)
        #expect(Set(ids).count == 4000)
        #expect(Set(ids.map { $0.prefix(17) }).count == 1)
        #expect(ids.allSatisfy(SystemRouteTests.isGeneratedID))
        #expect(RequestIDGenerator().next().prefix(17) != ids[0].prefix(17), "a new server draws a new prefix")
    }

    @Test("a request id is the prefix, a dash and a counter in lower-case hexadecimal, from 1")
    func requestIDsCountInHex() {
        let generator = RequestIDGenerator()
        let ids = (1...300).map { _ in generator.next() }
        let prefix = ids[0].prefix(17)
        #expect(prefix.last == "-")
        #expect(ids.map { String($0.dropFirst(17)) } == (1...300).map { String($0, radix: 16) })
        #expect(ids.allSatisfy { $0.hasPrefix(prefix) })
    }

    @Test("a duration is written in milliseconds with two decimals, rounded")
    func milliseconds() {
        #expect(ShopMiddleware.milliseconds(.microseconds(1234)) == "1.23")
        #expect(ShopMiddleware.milliseconds(.microseconds(1235)) == "1.24")
        #expect(ShopMiddleware.milliseconds(.microseconds(50)) == "0.05")
        #expect(ShopMiddleware.milliseconds(.zero) == "0.00")
        #expect(ShopMiddleware.milliseconds(.seconds(2) + .microseconds(999_996)) == "3000.00")
    }
}

@Suite("shop-server: batched log output")
struct ServerLogOutputTests {
    /// A pipe whose read end the test drains.
    final class Pipe: Sendable {
        let read: Int32
        let write: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXFailure(code: errno) }
            read = ends[0]
            write = ends[1]
            _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        }

        /// Everything written so far.
        func drain() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        deinit {
            close(read)
            close(write)
        }
    }

    struct POSIXFailure: Error { let code: Int32 }

    @Test("info lines wait for the batch; a warning writes everything before it and itself, in order")
    func warningWritesAtOnce() throws {
        let pipe = try Pipe()
        let output = ServerLogOutput(fileDescriptor: pipe.write, interval: .seconds(3600))
        output.write("one\n", immediately: false)
        output.write("two\n", immediately: false)
        #expect(pipe.drain() == "", "info lines wait")
        output.write("three\n", immediately: true)
        #expect(pipe.drain() == "one\ntwo\nthree\n")
        output.write("four\n", immediately: false)
        output.flush()
        #expect(pipe.drain() == "four\n")
    }

    @Test("a batch past the byte limit is written without waiting for the interval")
    func fullBatchWritesAtOnce() throws {
        let pipe = try Pipe()
        let output = ServerLogOutput(fileDescriptor: pipe.write, interval: .seconds(3600), batchLimit: 10)
        output.write("12345\n", immediately: false)
        #expect(pipe.drain() == "")
        output.write("67890\n", immediately: false)
        #expect(pipe.drain() == "12345\n67890\n")
    }

    @Test("lines logged from many tasks at once all come out whole, each task's in its own order")
    func concurrentLinesStayWhole() async throws {
        let pipe = try Pipe()
        let output = ServerLogOutput(fileDescriptor: pipe.write, interval: .milliseconds(1), batchLimit: 512)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for line in 0..<200 { output.write("task \(task) line \(line)\n", immediately: line % 50 == 0) }
                }
            }
        }
        output.flush()
        let lines = pipe.drain().split(separator: "\n")
        #expect(lines.count == 1600)
        for task in 0..<8 {
            let own = lines.filter { $0.hasPrefix("task \(task) ") }
            #expect(own.map(String.init) == (0..<200).map { "task \(task) line \($0)" })
        }
    }
}

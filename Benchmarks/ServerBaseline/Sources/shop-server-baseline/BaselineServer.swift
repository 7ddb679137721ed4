import Foundation
import Hummingbird

/// `shop-server-baseline --body FILE [--host H] [--port P]`: serves the bytes of `FILE` as `application/json` at
/// `GET /products/{id}` for every id, and nothing else; prints `listening on HOST:PORT` once it accepts connections.
///
/// It is the floor the shop server is measured against: the same HTTP stack, routing and response size, without the
/// shop (no request id, no metrics, no board graph, no SQLite).
@main
enum BaselineServer {
    static func main() async throws {
        let options = try BaselineOptions(CommandLine.arguments.dropFirst())
        let body = try Data(contentsOf: URL(fileURLWithPath: options.bodyPath))
        let buffer = ByteBuffer(bytes: body)
        let router = Router()
        router.get("/products/:id") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: buffer))
        }
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                FileHandle.standardOutput.write(Data("listening on \(options.host):\(port)\n".utf8))
            }
        )
        try await app.runService()
    }
}

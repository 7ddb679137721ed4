// swift-tools-version:6.1
import PackageDescription

// The baseline of Scripts/bench-server.sh (issue 23): a bare Hummingbird route that answers `GET /products/{id}`
// with bytes held in memory (the real server's answer for one product, captured at start-up), so the benchmark can
// report shop-server's throughput as a ratio of what Hummingbird alone does on this machine. A package of its own,
// so the root's `swift build` and `swift test` never build it.
let package = Package(
    name: "ServerBaseline",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1")
    ],
    targets: [
        .executableTarget(
            name: "shop-server-baseline",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        )
    ]
)

/// The command line of `shop-server-baseline`.
struct BaselineOptions {
    /// Why the command line was refused.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// The file whose bytes every answer carries.
    var bodyPath = ""
    /// The address to listen on.
    var host = "127.0.0.1"
    /// The port to listen on (0 picks a free one; the chosen port is printed).
    var port = 0

    /// Parses `--body FILE`, `--host H` and `--port P`.
    init(_ arguments: some Sequence<String>) throws(UsageError) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next() else { throw UsageError(description: "\(argument) needs a value") }
            switch argument {
            case "--body": bodyPath = value
            case "--host": host = value
            case "--port":
                guard let number = Int(value), (0...65535).contains(number) else {
                    throw UsageError(description: "--port must be 0 to 65535, not \(value)")
                }
                port = number
            default: throw UsageError(description: "unknown option \(argument)")
            }
        }
        if bodyPath.isEmpty {
            throw UsageError(description: "usage: shop-server-baseline --body FILE [--host H] [--port P]")
        }
    }
}

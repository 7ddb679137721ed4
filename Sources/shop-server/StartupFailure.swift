import Foundation
import NIOCore

/// The human line for a failure to start serving: what went wrong and how to fix it, instead of the socket
/// library's text.
enum StartupFailure {
    /// One line for `error`, thrown while binding `host`:`port` or serving.
    static func describe(_ error: any Error, host: String, port: Int) -> String {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE:
                return "port \(port) is in use; pass --port (or set SHOP_PORT) or stop the other process"
            case EACCES:
                return "port \(port) needs privileges this process lacks; pass a port above 1023"
            case EADDRNOTAVAIL:
                return "\(host) is not an address of this machine; pass --host with one of its addresses"
            default:
                return "cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))"
            }
        }
        if error is SocketAddressError.UnknownHost {
            return "the host '\(host)' does not resolve; pass --host with a name or an address of this machine"
        }
        if let error = error as? SocketAddressError, case .unknown = error {
            return "the host '\(host)' does not resolve; pass --host with a name or an address of this machine"
        }
        return String(describing: error)
    }
}

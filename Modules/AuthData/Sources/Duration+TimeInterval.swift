import Foundation

extension Duration {
    /// The duration in seconds, fractions included.
    var timeInterval: TimeInterval {
        let components = components
        return TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

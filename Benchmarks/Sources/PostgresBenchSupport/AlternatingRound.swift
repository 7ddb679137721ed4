/// The order of the two sides within a round: pgbench first in odd rounds, the boards first in even ones (A B / B A),
/// so a drift in the machine's speed during a run weighs on both sides alike.
@MainActor
enum AlternatingRound {
    /// Times both sides of round `round` in its order.
    ///
    /// - Returns: The boards' and pgbench's times, as the closures measured them.
    static func time(
        _ round: Int, pgbench: () -> Double, boards: () async -> Double
    ) async -> (boards: Double, pgbench: Double) {
        if round % 2 == 1 {
            let pgbenchTime = pgbench()
            return (await boards(), pgbenchTime)
        }
        let boardsTime = await boards()
        return (boardsTime, pgbench())
    }
}

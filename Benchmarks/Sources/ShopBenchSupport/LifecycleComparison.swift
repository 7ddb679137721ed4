import BenchSupport
import Benchmark
import OrderServiceIO

/// The order lifecycle's rows (issue 37), alternating A B / B A operation by operation like ``DataComparison``:
/// a customer's cancel of a placed 3-line order through OrderService's `cancelOrder` board beside the same SQL
/// through raw C, and what the stock ledger costs a checkout (raw C with its `sale` rows beside raw C without).
@MainActor
public final class LifecycleComparison {
    /// What a comparison measures.
    public enum Kind: String, CaseIterable, Sendable {
        /// The board's cancel against raw C's.
        case cancel = "cancel of a placed 3-line order"
        /// Raw C's checkout with its ledger rows against the same checkout without them.
        case checkoutLedger = "checkout of a 3-line cart with its stock ledger rows (raw C with vs without)"
    }

    /// What is compared.
    public let kind: Kind
    /// The measurements and the summary row.
    public let comparison: Comparison
    let workload: DataWorkload
    private var random = BenchRandom(seed: 37)
    private var round = 0
    /// Operations per round (each needs an untimed checkout first).
    private let chunk = 40

    /// Compares `kind` on `workload`.
    public init(workload: DataWorkload, kind: Kind) {
        self.workload = workload
        self.kind = kind
        comparison = Comparison(
            suite: "data", name: kind.rawValue, kind: .throughput(minimum: kind == .cancel ? 0.8 : nil),
            warmupRounds: 2, baselineName: kind == .cancel ? "raw C" : "raw C without the ledger rows")
    }

    /// One round of ``chunk`` operations per side.
    public func runRound(_ benchmark: Benchmark?) async {
        round += 1
        var subject = Samples()
        var baseline = Samples()
        for index in 0..<chunk {
            let boardUser = workload.boardUsers[index % workload.boardUsers.count]
            let rawUser = workload.rawUsers[index % workload.rawUsers.count]
            workload.fillCart(boardUser, random: &random)
            workload.fillCart(rawUser, random: &random)
            switch kind {
            case .cancel:
                let boardOrder = workload.placeOrder(for: boardUser)
                let rawOrder = workload.placeOrder(for: rawUser)
                if (index + round) % 2 == 0 {
                    subject.add(await timeBoardCancel(boardOrder, of: boardUser))
                    baseline.add(timeRawCancel(rawOrder, of: rawUser))
                } else {
                    baseline.add(timeRawCancel(rawOrder, of: rawUser))
                    subject.add(await timeBoardCancel(boardOrder, of: boardUser))
                }
            case .checkoutLedger:
                if (index + round) % 2 == 0 {
                    subject.add(timeRawCheckout(boardUser, ledger: true))
                    baseline.add(timeRawCheckout(rawUser, ledger: false))
                } else {
                    baseline.add(timeRawCheckout(rawUser, ledger: false))
                    subject.add(timeRawCheckout(boardUser, ledger: true))
                }
            }
        }
        comparison.add(subject: subject, baseline: baseline, to: benchmark)
    }

    /// Writes the summary row (noting board-side failures, which would make the comparison meaningless).
    public func finish() {
        let failures = workload.failures
        comparison.finish(note: failures.isEmpty ? "" : "\(failures.count) board failures, first: \(failures[0])")
    }

    private func timeBoardCancel(_ orderID: Int64, of userID: Int64) async -> Double {
        let began = monotonicNanoseconds()
        await workload.cancelThroughBoards(orderID, of: userID)
        return Double(monotonicNanoseconds() - began)
    }

    private func timeRawCancel(_ orderID: Int64, of userID: Int64) -> Double {
        let began = monotonicNanoseconds()
        workload.cancelRaw(orderID, of: userID)
        return Double(monotonicNanoseconds() - began)
    }

    private func timeRawCheckout(_ userID: Int64, ledger: Bool) -> Double {
        let began = monotonicNanoseconds()
        workload.checkoutRaw(userID, ledger: ledger)
        return Double(monotonicNanoseconds() - began)
    }
}

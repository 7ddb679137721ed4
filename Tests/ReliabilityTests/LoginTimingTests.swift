import Foundation
import ShopTestSupport
import Testing

/// A failed login takes as long for an unknown username as for a wrong password, so timing does not reveal which
/// accounts exist.
///
/// This is the only timing assertion of the project (the rule elsewhere is "no timing assertions"), because the
/// property *is* about time. It is made robust by design: the difference it guards against is a whole scrypt
/// derivation (hundreds of milliseconds against about one), the two kinds of attempts alternate (ABBA) in two live
/// processes so machine load hits both alike, medians of 15 are compared, the band is wide (0.5–2.0), and a round
/// outside the band is measured again, up to three rounds: a real leak fails every round.
///
/// The shop-cli processes run with `SHOP_TEST_LOGIN_THROTTLE=lenient`: every attempt still goes through the login
/// rate limit's counting (a read before the derivation and one write after it, alike for both kinds), but the 50-odd
/// failures from one client are not refused. Refused attempts themselves run no derivation for anyone (`LoginThrottleTests`).
@Suite("Security: login timing")
struct LoginTimingTests {
    static let samples = 15

    @Test("15 unknown-user logins vs 15 wrong-password logins: medians within a factor of 2")
    func sameTimeWhetherTheUserExists() async throws {
        let workspace = try ShopWorkspace("timing", loginThrottle: "lenient")
        try await workspace.create()
        try await workspace.register([("timing_user", "the-right-password")])
        let unknown = try workspace.start()
        let existing = try workspace.start()
        let demo = try workspace.start()

        var rounds: [(unknown: Double, existing: Double)] = []
        var attempt = 0
        func measure(_ process: ChildProcess, _ line: String) async -> Double {
            attempt += 1
            let elapsed = await process.roundTrip(line, timeout: .seconds(60))
            #expect(
                elapsed != nil && process.outputLines.last?.contains("invalid-credentials") == true,
                "\(line): \(process.outputLines.last ?? "no answer")")
            let duration = elapsed ?? .zero
            return Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        }
        // Warm-up: the first derivation of each process pays for loading and page faults.
        _ = await measure(unknown, "login ghost_warmup wrong-password")
        _ = await measure(existing, "login timing_user wrong-password")
        for _ in 0..<3 {
            var unknownTimes: [Double] = []
            var existingTimes: [Double] = []
            for index in 0..<Self.samples {
                let first = index.isMultiple(of: 2)
                if first { unknownTimes.append(await measure(unknown, "login ghost_\(attempt) wrong-\(attempt)")) }
                existingTimes.append(await measure(existing, "login timing_user wrong-\(attempt)"))
                if !first { unknownTimes.append(await measure(unknown, "login ghost_\(attempt) wrong-\(attempt)")) }
            }
            rounds.append((Self.median(unknownTimes), Self.median(existingTimes)))
            let ratio = rounds.last!.unknown / rounds.last!.existing
            if (0.5...2.0).contains(ratio) { break }
        }
        let ratios = rounds.map { $0.unknown / $0.existing }
        #expect(ratios.contains { (0.5...2.0).contains($0) }, "median ratios unknown/existing per round: \(ratios)")

        // For the record (not asserted): demo accounts are hashed with the cheap seeding cost, so a wrong password
        // for one of them fails much faster than for an unknown user.
        var demoTimes: [Double] = []
        for index in 0..<5 { demoTimes.append(await measure(demo, "login user0001 wrong-\(index)")) }
        for process in [unknown, existing, demo] {
            process.closeInput()
            _ = await process.wait()
        }
        let format = { (value: Double) in String(format: "%.1f", value) }
        report(
            "login timing: \(rounds.count) round(s) of \(Self.samples)+\(Self.samples); medians unknown user "
                + "\(rounds.map { format($0.unknown) }) ms, wrong password \(rounds.map { format($0.existing) }) ms, "
                + "ratios \(ratios.map { String(format: "%.2f", $0) }); demo account (seeding cost) median "
                + "\(format(Self.median(demoTimes))) ms")
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            : sorted[sorted.count / 2]
    }
}

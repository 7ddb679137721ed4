import Dispatch
import Foundation
import Synchronization

/// The threads scrypt runs on: one serial dispatch queue per processor, each served by a thread of its own.
///
/// A derivation is tens of milliseconds of CPU at production cost (far more in a debug build). On Swift's cooperative
/// pool — one thread per processor, shared by every request of the server and every task of the process — a few
/// sign-ins at once would hold all its threads and stall everything else until they end. Here they hold only these
/// threads, which the system schedules alongside the pool's; and at most one derivation per processor runs at a
/// time, which also bounds the memory they take (32 MiB each at production cost).
package final class PasswordHashingThreads: Sendable {
    /// The threads every hasher of the process shares.
    package static let shared = PasswordHashingThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    private let queues: [DispatchQueue]
    /// Counts the derivations handed out, to spread them over ``queues`` in turn.
    private let handedOut = Atomic<Int>(0)

    /// Creates `count` queues (at least one).
    init(count: Int) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "scrypt-\($0)") }
    }

    /// Runs the blocking `body` on one of the threads, suspending the caller meanwhile, and returns what it returns.
    package func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        let turn = handedOut.add(1, ordering: .relaxed).oldValue
        let queue = queues[Int(UInt(bitPattern: turn) % UInt(queues.count))]
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body()) }
        }
    }
}

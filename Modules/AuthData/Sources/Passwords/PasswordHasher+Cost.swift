extension PasswordHasher {
    /// The scrypt cost parameters: `N` (``rounds``), `r` (``blockSize``) and `p` (``parallelism``).
    ///
    /// Memory use is about `128 × N × r` bytes and time grows linearly with `N × r × p`. Every stored hash records
    /// its own cost, so raising the cost later only affects new hashes: old ones still verify with theirs.
    ///
    /// Supported range (checked by ``init(rounds:blockSize:parallelism:)`` and when a stored hash is read, so a
    /// damaged row can never make the process allocate gigabytes): `N` a power of two from 2 to 2^20 (below 2^16
    /// when r is 1, scrypt's own limit), `r` from 1 to 16, `p` from 1 to 16, and at most 256 MiB of memory.
    public struct Cost: Sendable, Hashable, CustomStringConvertible {
        /// The CPU/memory cost `N`, a power of two.
        public let rounds: Int
        /// The block size `r`.
        public let blockSize: Int
        /// The parallelism `p`.
        public let parallelism: Int

        /// The largest `N` accepted.
        static let maximumRounds = 1 << 20
        /// The most memory (`128 × N × r` bytes) a cost may need.
        static let maximumMemoryByteCount = 256 << 20

        /// Creates a cost after checking it is in the supported range.
        ///
        /// - Throws: ``PasswordHashError/invalidCost(_:)`` naming the parameter that is out of range.
        public init(rounds: Int, blockSize: Int, parallelism: Int) throws(PasswordHashError) {
            guard rounds >= 2, rounds <= Self.maximumRounds, rounds & (rounds - 1) == 0 else {
                throw .invalidCost("N must be a power of two between 2 and \(Self.maximumRounds), not \(rounds)")
            }
            guard (1...16).contains(blockSize) else {
                throw .invalidCost("r must be between 1 and 16, not \(blockSize)")
            }
            guard (1...16).contains(parallelism) else {
                throw .invalidCost("p must be between 1 and 16, not \(parallelism)")
            }
            guard blockSize > 1 || rounds < 1 << 16 else {
                throw .invalidCost("N must be below 2^16 when r is 1")
            }
            guard 128 * rounds * blockSize <= Self.maximumMemoryByteCount else {
                throw .invalidCost("N × r needs more than \(Self.maximumMemoryByteCount >> 20) MiB of memory")
            }
            self.rounds = rounds
            self.blockSize = blockSize
            self.parallelism = parallelism
        }

        /// A cost known to be valid (for the constants below).
        private init(validRounds: Int, blockSize: Int, parallelism: Int) {
            rounds = validRounds
            self.blockSize = blockSize
            self.parallelism = parallelism
        }

        /// The production cost: N = 2^15, r = 8, p = 1 (32 MiB; about 65 ms per
        /// derivation in a release build on the development machine, several times more in a debug build, where
        /// BoringSSL is not optimised).
        public static let production = Cost(validRounds: 1 << 15, blockSize: 8, parallelism: 1)

        /// A cheap cost for tests: N = 2^10, r = 8, p = 1 (1 MiB, a few milliseconds). Never use it for real
        /// accounts.
        public static let testing = Cost(validRounds: 1 << 10, blockSize: 8, parallelism: 1)

        /// `N=…, r=…, p=…`.
        public var description: String {
            "N=\(rounds), r=\(blockSize), p=\(parallelism)"
        }
    }
}

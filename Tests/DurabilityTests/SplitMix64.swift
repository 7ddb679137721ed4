/// A small deterministic random number generator (SeededRandom): the same seed always gives the same sequence, so
/// every generated input and every kill point can be replayed.
struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random element of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Double) -> Bool {
        Double.random(in: 0..<100, using: &self) < percent
    }
}

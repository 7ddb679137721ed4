import Crypto
import CryptoExtras
import Foundation

/// Hashes and verifies passwords with scrypt (swift-crypto's `KDF.Scrypt`).
///
/// ```swift
/// let hasher = PasswordHasher()                       // production cost, random salts
/// let stored = try hasher.hash(password: "correct horse")
/// // stored == "scrypt$32768$8$1$<salt base64>$<hash base64>"
/// try hasher.verify(password: "correct horse", against: stored)   // true
/// ```
///
/// Every hash gets its own random 16-byte salt, so two accounts with the same password store different strings.
/// The stored string is self-describing (``Cost`` included), so the cost can change later and old hashes still
/// verify. Passwords are normalised to Unicode NFC before hashing, so the same text typed as composed or decomposed
/// characters gives the same hash. Verification compares the derived key in constant time. Both operations block
/// the calling thread for one scrypt derivation: call them from a `@concurrent` function (AuthData does), never on
/// an actor that must stay responsive.
public struct PasswordHasher: Sendable {
    /// Produces the salt for one new hash.
    public typealias SaltSource = @Sendable () -> [UInt8]

    /// What a derivation was for, as seen by ``derivationObserver``.
    package enum Derivation: Sendable, Equatable {
        /// Hashing a new password.
        case hashing
        /// Checking a password against a stored hash.
        case verifying
    }

    /// The length of a generated salt, in bytes.
    public static let saltByteCount = 16
    /// The length of a derived key, in bytes.
    public static let hashByteCount = 32

    /// The cost of new hashes (stored hashes are verified with their own).
    public let cost: Cost
    private let saltSource: SaltSource
    /// Called once before every scrypt derivation; a test seam for counting derivations (e.g. to check that a
    /// sign-in for an unknown user still derives once).
    package var derivationObserver: (@Sendable (Derivation) -> Void)?

    /// Creates a hasher that salts every hash with 16 bytes from the system's secure random generator.
    public init(cost: Cost = .production) {
        self.init(cost: cost, saltSource: Self.randomSalt)
    }

    /// Creates a hasher whose salts come from `saltSource`.
    ///
    /// **Only for seeded demo users**, whose database content must be reproducible from a seed. A predictable salt
    /// lets an attacker precompute guesses, so real accounts must use ``init(cost:)``. The source must return 8 to
    /// 64 bytes; otherwise ``hash(password:)`` throws ``PasswordHashError/invalidSalt(_:)``.
    public init(cost: Cost = .production, saltSource: @escaping SaltSource) {
        self.cost = cost
        self.saltSource = saltSource
    }

    /// Hashes `password` with a fresh salt and returns the self-describing string to store.
    ///
    /// - Throws: ``PasswordHashError/emptyPassword``, ``PasswordHashError/invalidSalt(_:)`` (a bad salt source) or
    ///   ``PasswordHashError/derivationFailed(_:)``.
    public func hash(password: String) throws(PasswordHashError) -> String {
        let bytes = Self.passwordBytes(password)
        guard !bytes.isEmpty else { throw .emptyPassword }
        let salt = saltSource()
        guard EncodedPasswordHash.saltLengths.contains(salt.count) else {
            throw .invalidSalt("expected 8 to 64 bytes, got \(salt.count)")
        }
        derivationObserver?(.hashing)
        let key = try Self.derive(bytes, salt: salt, cost: cost, byteCount: Self.hashByteCount)
        return EncodedPasswordHash(cost: cost, salt: salt, hash: key).encoded
    }

    /// Checks `password` against a stored hash, with the stored hash's own cost and salt.
    ///
    /// The derived key is compared in constant time. An empty password still costs one derivation and is never a
    /// match.
    ///
    /// - Returns: whether the password matches.
    /// - Throws: ``PasswordHashError/malformedHash(_:)`` when `encodedHash` cannot be read (no derivation runs),
    ///   ``PasswordHashError/derivationFailed(_:)`` when scrypt fails.
    public func verify(password: String, against encodedHash: String) throws(PasswordHashError) -> Bool {
        let stored = try EncodedPasswordHash(parsing: encodedHash)
        let bytes = Self.passwordBytes(password)
        derivationObserver?(.verifying)
        // scrypt needs at least one byte; an empty password derives from a placeholder to take the same time.
        let key = try Self.derive(
            bytes.isEmpty ? [0] : bytes, salt: stored.salt, cost: stored.cost,
            byteCount: stored.hash.count)
        return Self.constantTimeEquals(key, stored.hash) && !bytes.isEmpty
    }

    /// A well-formed hash with this hasher's cost that no password matches (its salt and key are all zeros).
    ///
    /// Verifying against it costs exactly what verifying against a real hash of the same cost does: sign-in uses it
    /// for unknown usernames, so "no such user" and "wrong password" take the same time.
    public var dummyHash: String {
        EncodedPasswordHash(
            cost: cost,
            salt: [UInt8](repeating: 0, count: Self.saltByteCount),
            hash: [UInt8](repeating: 0, count: Self.hashByteCount)
        ).encoded
    }

    /// 16 bytes from the system's cryptographically secure generator.
    @Sendable
    package static func randomSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The UTF-8 bytes of the password in Unicode NFC.
    package static func passwordBytes(_ password: String) -> [UInt8] {
        Array(password.precomposedStringWithCanonicalMapping.utf8)
    }

    /// Runs scrypt.
    private static func derive(
        _ password: [UInt8],
        salt: [UInt8],
        cost: Cost,
        byteCount: Int
    ) throws(PasswordHashError) -> [UInt8] {
        do {
            let key = try KDF.Scrypt.deriveKey(
                from: password, salt: salt, outputByteCount: byteCount,
                rounds: cost.rounds, blockSize: cost.blockSize, parallelism: cost.parallelism
            )
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw .derivationFailed("\(error)")
        }
    }

    /// Compares two byte strings in time that depends only on their length.
    package static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}

import Foundation

/// The parts of a stored password hash, and its self-describing text form
/// `scrypt$<N>$<r>$<p>$<salt, base64>$<hash, base64>`.
///
/// The text records the cost it was made with, so hashes made with an older cost still verify after the cost
/// changes. Parsing checks every part (scheme, cost range, base64, lengths) and never traps.
package struct EncodedPasswordHash: Equatable, Sendable {
    /// The scheme tag, the first field.
    package static let scheme = "scrypt"
    /// Accepted salt lengths, in bytes.
    package static let saltLengths = 8...64
    /// Accepted derived-key lengths, in bytes.
    package static let hashLengths = 16...64

    /// The scrypt cost the hash was made with.
    package let cost: PasswordHasher.Cost
    /// The per-user salt.
    package let salt: [UInt8]
    /// The derived key.
    package let hash: [UInt8]

    /// Bundles already-checked parts.
    package init(cost: PasswordHasher.Cost, salt: [UInt8], hash: [UInt8]) {
        self.cost = cost
        self.salt = salt
        self.hash = hash
    }

    /// Parses the text form.
    ///
    /// - Throws: ``PasswordHashError/malformedHash(_:)`` saying what is wrong (never echoing the salt or hash).
    package init(parsing text: String) throws(PasswordHashError) {
        let fields = text.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 6 else {
            throw .malformedHash("expected 6 '$'-separated fields, found \(fields.count)")
        }
        guard fields[0] == Self.scheme else {
            throw .malformedHash("unknown scheme (expected '\(Self.scheme)')")
        }
        guard let rounds = Self.parameter(fields[1]), let blockSize = Self.parameter(fields[2]),
            let parallelism = Self.parameter(fields[3])
        else {
            throw .malformedHash("the cost parameters are not small decimal integers")
        }
        let cost: PasswordHasher.Cost
        do {
            cost = try PasswordHasher.Cost(rounds: rounds, blockSize: blockSize, parallelism: parallelism)
        } catch {
            throw .malformedHash(error.description)
        }
        guard let salt = Data(base64Encoded: String(fields[4])), Self.saltLengths.contains(salt.count) else {
            throw .malformedHash("the salt is not base64 of \(Self.describe(Self.saltLengths)) bytes")
        }
        guard let hash = Data(base64Encoded: String(fields[5])), Self.hashLengths.contains(hash.count) else {
            throw .malformedHash("the hash is not base64 of \(Self.describe(Self.hashLengths)) bytes")
        }
        self.init(cost: cost, salt: Array(salt), hash: Array(hash))
    }

    /// The text form stored in `user.passwordHash`.
    package var encoded: String {
        [
            Self.scheme, String(cost.rounds), String(cost.blockSize), String(cost.parallelism),
            Data(salt).base64EncodedString(), Data(hash).base64EncodedString(),
        ].joined(separator: "$")
    }

    /// `8–64` for a range of lengths.
    private static func describe(_ lengths: ClosedRange<Int>) -> String {
        "\(lengths.lowerBound)–\(lengths.upperBound)"
    }

    /// A decimal parameter of at most 8 ASCII digits (no sign, no spaces), or `nil`.
    private static func parameter(_ field: Substring) -> Int? {
        guard (1...8).contains(field.utf8.count), field.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(field)
    }
}

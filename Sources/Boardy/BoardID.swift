import Foundation

/// The identity of a board inside a motherboard.
///
/// A `BoardID` wraps a string. It is expressible by a string literal, hashable, and can be composed with
/// ``appending(_:separator:)``, which is how the framework derives the ids of gateways (`X.___GATEWAY___`),
/// private barriers and nested motherboards (`X.continuous-main`).
public struct BoardID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, LosslessStringConvertible,
    Comparable
{
    /// The string this identifier wraps.
    public let rawValue: String

    /// Creates an identifier from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a raw string; never fails.
    public init(_ description: String) {
        self.rawValue = description
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The raw string, so an id prints as itself.
    public var description: String { rawValue }

    /// Returns a new identifier made of this one, the separator and `other`.
    ///
    /// `BoardID("checkout").appending("step")` is `"checkout.step"`.
    public func appending(_ other: BoardID, separator: String = ".") -> BoardID {
        BoardID(rawValue: rawValue + separator + other.rawValue)
    }

    /// A fresh, unique identifier (a UUID string).
    public static func random() -> BoardID {
        BoardID(rawValue: UUID().uuidString)
    }

    /// The wildcard identifier `"*"`, used to register a gateway barrier in front of every board.
    public static let wildcard: BoardID = "*"

    /// The suffix that names the gateway board guarding an id (`X.___GATEWAY___`).
    public static let gatewaySuffix: BoardID = "___GATEWAY___"

    /// Whether this identifier names a gateway board (it ends with ``gatewaySuffix``).
    public var isGatewayIdentifier: Bool {
        // The suffix ends with "_" (U+005F, which no other scalar sequence is canonically equivalent to), so an id
        // whose last byte is anything else cannot end with it: the usual answer without the grapheme-aware
        // comparison (it runs on every install and removal). The last byte is read from the contiguous storage of a
        // native string (what `utf8.last` costs is mostly finding the index before the end).
        let lastByte = rawValue.utf8.withContiguousStorageIfAvailable { $0.last } ?? rawValue.utf8.last
        return lastByte == UInt8(ascii: "_") && rawValue.hasSuffix(Self.dottedGatewaySuffix)
    }

    /// `"." + gatewaySuffix`, built once: ``isGatewayIdentifier`` runs on every activation.
    private static let dottedGatewaySuffix = "." + gatewaySuffix.rawValue

    /// Orders identifiers by their raw strings, so lists of ids print deterministically.
    public static func < (lhs: BoardID, rhs: BoardID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Lets a `switch` over a `String` match board identifiers.
    public static func ~= (pattern: BoardID, value: String) -> Bool {
        pattern.rawValue == value
    }
}

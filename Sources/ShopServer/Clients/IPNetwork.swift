/// A block of IP addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`); a bare address is a block of one.
public struct IPNetwork: Hashable, Sendable, CustomStringConvertible {
    /// The network's address.
    let address: IPAddressBytes
    /// How many leading bits an address must share with ``address`` (32 or 128 for a single address).
    let prefixLength: Int

    /// Parses `text`, `ADDRESS` or `ADDRESS/BITS` (0–32 for IPv4, 0–128 for IPv6); `nil` when it is neither. Host
    /// bits are cleared: `10.1.2.3/8` is `10.0.0.0/8`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let address = IPAddressBytes(parts[0]) else { return nil }
        let width = address.bytes.count * 8
        if parts.count == 2 {
            guard parts[1].utf8.count <= 3, parts[1].utf8.allSatisfy({ (48...57).contains($0) }),
                let bits = Int(parts[1]), (0...width).contains(bits)
            else { return nil }
            prefixLength = bits
        } else {
            prefixLength = width
        }
        self.address = address.masked(to: prefixLength)
    }

    /// Whether `address` is in this block.
    func contains(_ address: IPAddressBytes) -> Bool {
        address.matches(self.address, prefixLength: prefixLength)
    }

    /// The block in canonical form (`10.0.0.0/8`, `2001:db8::/32`).
    public var description: String { "\(address.text)/\(prefixLength)" }
}

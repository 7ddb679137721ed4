#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as its network-order bytes (4 or 16), parsed with `inet_pton`.
///
/// An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is read as the IPv4 address it carries, so a proxy listed as
/// `10.0.0.0/8` is recognised whichever form the socket reports.
struct IPAddressBytes: Hashable, Sendable {
    /// The address's bytes: 4 for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// Wraps `bytes` (4 or 16 of them).
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses `text`, an IPv4 dotted quad or an IPv6 address (with an optional `%zone`, which is dropped); `nil` for
    /// anything else (a host name, a port, brackets, spaces).
    init?(_ text: some StringProtocol) {
        var text = String(text)
        if let percent = text.firstIndex(of: "%") { text = String(text[..<percent]) }
        guard !text.isEmpty, text.utf8.count <= 45 else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let all = withUnsafeBytes(of: &v6) { Array($0) }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
        bytes = all.starts(with: mappedPrefix) ? Array(all[12...]) : all
    }

    /// The address in its canonical text form (`inet_ntop`: `10.0.0.1`, `2001:db8::1`).
    var text: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let written = bytes.withUnsafeBytes { source in
            inet_ntop(family, source.baseAddress, &buffer, socklen_t(buffer.count))
        }
        guard written != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This address with every bit after the first `prefixLength` cleared.
    func masked(to prefixLength: Int) -> IPAddressBytes {
        var remaining = prefixLength
        let kept = bytes.map { byte -> UInt8 in
            let bits = min(max(remaining, 0), 8)
            remaining -= 8
            return bits == 0 ? 0 : byte & UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
        }
        return IPAddressBytes(bytes: kept)
    }

    /// Whether the first `prefixLength` bits of this address equal those of `network` (same family only).
    func matches(_ network: IPAddressBytes, prefixLength: Int) -> Bool {
        guard bytes.count == network.bytes.count else { return false }
        var remaining = prefixLength
        for (mine, theirs) in zip(bytes, network.bytes) where remaining > 0 {
            let bits = min(remaining, 8)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            if mine & mask != theirs & mask { return false }
            remaining -= bits
        }
        return true
    }
}

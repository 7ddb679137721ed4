/// The reverse proxies whose `X-Forwarded-For` the server believes (setting `trusted-proxies`), and the rule that
/// names a request's client from it.
///
/// The client is the peer (the socket's remote address) unless the peer is a trusted proxy. Then the
/// `X-Forwarded-For` entries (every such header line, in order, comma-separated) are read from the right, skipping
/// trusted proxies: the first address that is not one is the client. Entries left of it were written by the client
/// itself and prove nothing. An entry that is not an IP address stops the walk: the last trusted hop is then the
/// client, so a proxy that forwards garbage is limited as one client rather than letting each request pick a new
/// name. With no header, or when every entry is trusted, the leftmost trusted address is the client.
///
/// The login throttle, the registration limit and the general rate limit all key on this address.
public struct TrustedProxies: Sendable, Equatable {
    /// No proxy is trusted: the peer is always the client (the default).
    public static let none = TrustedProxies(networks: [])

    /// The most `X-Forwarded-For` entries read from the right (a longer chain is cut there).
    static let maximumHops = 32

    /// The trusted blocks.
    public let networks: [IPNetwork]

    /// Trusts the proxies in `networks`.
    public init(networks: [IPNetwork]) {
        self.networks = networks
    }

    /// Whether `address` is a trusted proxy.
    func trusts(_ address: IPAddressBytes) -> Bool {
        networks.contains { $0.contains(address) }
    }

    /// The client of a request that came from `peer` with these `X-Forwarded-For` header values.
    ///
    /// - Parameters:
    ///   - peer: The socket's remote address, or `nil` when unknown (the in-process test client).
    ///   - forwardedFor: The values of every `X-Forwarded-For` line, in order.
    /// - Returns: The client's address; `peer` as it is unless it is a trusted proxy.
    public func client(peer: String?, forwardedFor: [String]) -> String? {
        guard !networks.isEmpty, let peer, let peerAddress = IPAddressBytes(peer), trusts(peerAddress) else {
            return peer
        }
        let entries = forwardedFor.flatMap { $0.split(separator: ",") }.suffix(Self.maximumHops)
        var hop = peerAddress
        for entry in entries.reversed() {
            guard let address = Self.address(entry) else { break }
            hop = address
            if !trusts(address) { break }
        }
        return hop.text
    }

    /// The address of an `X-Forwarded-For` entry: trimmed, and without a port (`203.0.113.7:5678`,
    /// `[2001:db8::1]:443`) or brackets, which some proxies add.
    static func address(_ entry: Substring) -> IPAddressBytes? {
        var text = entry.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        if text.first == "[", let close = text.firstIndex(of: "]") {
            return IPAddressBytes(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.firstIndex(of: ":"), text.lastIndex(of: ":") == colon {
            return IPAddressBytes(text[..<colon])
        }
        return IPAddressBytes(text)
    }
}

import Testing

@testable import ShopServer

@Suite("Trusted proxies name the client")
struct TrustedProxiesTests {
    static let proxies = TrustedProxies(networks: ["10.0.0.0/8", "::1", "fd00::/8"].compactMap(IPNetwork.init))

    @Test(
        "CIDR blocks of both families parse; malformed ones are refused",
        arguments: [
            ("10.0.0.0/8", "10.0.0.0/8"), ("192.168.1.7", "192.168.1.7/32"), ("::1", "::1/128"),
            ("2001:DB8::/32", "2001:db8::/32"), ("0.0.0.0/0", "0.0.0.0/0"), ("::ffff:10.1.2.3", "10.1.2.3/32"),
            ("10.1.2.3/8", "10.0.0.0/8"), ("2001:db8:ffff::1/36", "2001:db8:f000::/36"),
        ])
    func parsesBlocks(text: String, canonical: String) throws {
        #expect(try #require(IPNetwork(text)).description == canonical)
    }

    @Test(
        "Malformed blocks are refused",
        arguments: [
            "", "10.0.0.0/33", "::/129", "10.0.0/8", "example.com", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/+8",
            "1.2.3.4 ", "[::1]", "10.0.0.0/08x",
        ])
    func refusesMalformed(text: String) {
        #expect(IPNetwork(text) == nil)
    }

    @Test("A block contains exactly the addresses sharing its prefix")
    func containment() throws {
        let block = try #require(IPNetwork("172.16.0.0/12"))
        #expect(block.contains(try #require(IPAddressBytes("172.31.255.255"))))
        #expect(!block.contains(try #require(IPAddressBytes("172.32.0.0"))))
        #expect(!block.contains(try #require(IPAddressBytes("::1"))))
        let v6 = try #require(IPNetwork("2001:db8::/33"))
        #expect(v6.contains(try #require(IPAddressBytes("2001:db8:7fff::1"))))
        #expect(!v6.contains(try #require(IPAddressBytes("2001:db8:8000::1"))))
    }

    @Test("An untrusted peer is the client whatever X-Forwarded-For says")
    func untrustedPeer() {
        #expect(Self.proxies.client(peer: "203.0.113.9", forwardedFor: ["198.51.100.1"]) == "203.0.113.9")
        #expect(TrustedProxies.none.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.1"]) == "10.0.0.1")
        #expect(Self.proxies.client(peer: nil, forwardedFor: ["198.51.100.1"]) == nil)
    }

    @Test("A trusted peer's header is read from the right, skipping trusted hops")
    func trustedChain() {
        let proxies = Self.proxies
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.1"]) == "198.51.100.1")
        // The client wrote the left entry itself: only the hop the trusted proxy saw counts.
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["1.1.1.1, 198.51.100.2, 10.9.9.9"]) == "198.51.100.2")
        // Several header lines are one list, in order.
        #expect(proxies.client(peer: "::1", forwardedFor: ["192.0.2.1", "198.51.100.3"]) == "198.51.100.3")
        // Ports and brackets some proxies add are dropped.
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.4:5000"]) == "198.51.100.4")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["[2001:db8::7]:443"]) == "2001:db8::7")
        #expect(proxies.client(peer: "::ffff:10.0.0.1", forwardedFor: [" 198.51.100.5 "]) == "198.51.100.5")
    }

    @Test("Without a usable header the nearest trusted hop is the client")
    func garbageStopsTheWalk() {
        let proxies = Self.proxies
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: []) == "10.0.0.1")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["unknown"]) == "10.0.0.1")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["198.51.100.6, evil, 10.2.2.2"]) == "10.2.2.2")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: ["10.3.3.3, 10.4.4.4"]) == "10.3.3.3")
        #expect(proxies.client(peer: "10.0.0.1", forwardedFor: [""]) == "10.0.0.1")
    }
}

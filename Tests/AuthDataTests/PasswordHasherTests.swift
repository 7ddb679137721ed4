import Foundation
import ShopTestSupport
import Testing

@testable import AuthData

@Suite("PasswordHasher")
struct PasswordHasherTests {
    let hasher = PasswordHasher(cost: .testing)

    @Test("a hash is self-describing: scheme, cost, 16-byte salt, 32-byte key")
    func format() throws {
        let stored = try hasher.hash(password: "correct horse")
        let fields = stored.split(separator: "$", omittingEmptySubsequences: false)
        #expect(fields.count == 6)
        #expect(Array(fields.prefix(4)) == ["scrypt", "1024", "8", "1"])
        #expect(Data(base64Encoded: String(fields[4]))?.count == 16)
        #expect(Data(base64Encoded: String(fields[5]))?.count == 32)
        #expect(try hasher.verify(password: "correct horse", against: stored))
        #expect(try !hasher.verify(password: "correct horsE", against: stored))
    }

    @Test("every hash is salted: the same password twice gives two strings that both verify")
    func salted() throws {
        let first = try hasher.hash(password: "same password")
        let second = try hasher.hash(password: "same password")
        #expect(first != second)
        #expect(try hasher.verify(password: "same password", against: first))
        #expect(try hasher.verify(password: "same password", against: second))
    }

    @Test("hashes made with another cost still verify after the cost changes")
    func costChange() throws {
        let old = PasswordHasher(cost: try PasswordHasher.Cost(rounds: 256, blockSize: 4, parallelism: 2))
        let stored = try old.hash(password: "legacy password")
        #expect(stored.hasPrefix("scrypt$256$4$2$"))
        #expect(try hasher.verify(password: "legacy password", against: stored))
    }

    @Test("a deterministic salt source gives reproducible hashes; a bad one is a typed error")
    func saltSource() throws {
        let seeded = PasswordHasher(cost: .testing) { Array("demo-salt-alice!".utf8) }
        #expect(try seeded.hash(password: "demo password") == seeded.hash(password: "demo password"))
        #expect(try hasher.verify(password: "demo password", against: seeded.hash(password: "demo password")))
        for count in [0, 3, 65] {
            let bad = PasswordHasher(cost: .testing) { [UInt8](repeating: 1, count: count) }
            #expect(throws: PasswordHashError.self) { try bad.hash(password: "demo password") }
        }
    }

    @Test("an empty password cannot be hashed and never verifies")
    func emptyPassword() throws {
        #expect(throws: PasswordHashError.emptyPassword) { try hasher.hash(password: "") }
        #expect(try !hasher.verify(password: "", against: hasher.dummyHash))
        #expect(try !hasher.verify(password: "", against: hasher.hash(password: "x")))
    }

    @Test(
        "malformed stored hashes are typed errors, never crashes",
        arguments: [
            "", "$", "scrypt", "scrypt$$$$$", "scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==",
            "bcrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1099511627776$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1048576$16$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$65536$1$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$-1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$+1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1024$0$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1024$8$0$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1024$8$1$not base64!$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1024$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
            "scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
            "scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=$extra",
        ])
    func malformed(_ stored: String) {
        #expect {
            try hasher.verify(password: "password", against: stored)
        } throws: { error in
            guard case PasswordHashError.malformedHash = error else { return false }
            return true
        }
    }

    @Test("costs outside the supported range are rejected")
    func costValidation() throws {
        let invalid: [(Int, Int, Int)] = [
            (0, 8, 1), (1, 8, 1), (3, 8, 1), (1000, 8, 1), (1 << 21, 8, 1), (1 << 16, 1, 1),
            (1024, 0, 1), (1024, 17, 1), (1024, 8, 0), (1024, 8, 17), (1 << 20, 4, 1), (-2, 8, 1),
        ]
        for (rounds, blockSize, parallelism) in invalid {
            #expect(throws: PasswordHashError.self) {
                try PasswordHasher.Cost(rounds: rounds, blockSize: blockSize, parallelism: parallelism)
            }
        }
        let production = try PasswordHasher.Cost(rounds: 1 << 15, blockSize: 8, parallelism: 1)
        #expect(PasswordHasher.Cost.production == production)
        #expect(PasswordHasher.Cost.testing.rounds == 1024)
    }

    @Test("the dummy hash is well formed, uses the hasher's cost and matches nothing")
    func dummyHash() throws {
        #expect(hasher.dummyHash.hasPrefix("scrypt$1024$8$1$"))
        #expect(PasswordHasher().dummyHash.hasPrefix("scrypt$32768$8$1$"))
        for password in ["", "password", "\u{0}"] {
            #expect(try !hasher.verify(password: password, against: hasher.dummyHash))
        }
    }

    @Test("constant-time comparison compares every byte and the length")
    func constantTimeEquals() {
        #expect(PasswordHasher.constantTimeEquals([1, 2, 3], [1, 2, 3]))
        #expect(!PasswordHasher.constantTimeEquals([1, 2, 3], [1, 2, 4]))
        #expect(!PasswordHasher.constantTimeEquals([9, 2, 3], [1, 2, 3]))
        #expect(!PasswordHasher.constantTimeEquals([1, 2], [1, 2, 3]))
        #expect(PasswordHasher.constantTimeEquals([], []))
    }
}

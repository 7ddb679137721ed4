import Boardy
import Testing

@Suite("BoardID")
struct BoardIDTests {
    @Test("is created from a string literal and prints its raw value")
    func literal() {
        let id: BoardID = "catalog"
        #expect(id.rawValue == "catalog")
        #expect("\(id)" == "catalog")
        #expect(BoardID("catalog") == id)
    }

    @Test("appends with a dot or a custom separator")
    func appending() {
        let id: BoardID = "checkout"
        #expect(id.appending("step") == "checkout.step")
        #expect(id.appending("step", separator: "/") == "checkout/step")
    }

    @Test("hashes by raw value and matches strings in a switch")
    func hashingAndMatching() {
        let set: Set<BoardID> = ["a", "b", "a"]
        #expect(set.count == 2)
        let matched: Bool =
            switch "cart" {
            case BoardID("cart"): true
            default: false
            }
        #expect(matched)
    }

    @Test("random ids are unique and gateway ids are recognised")
    func randomAndGateway() {
        #expect(BoardID.random() != BoardID.random())
        #expect(BoardID("cart").appending(BoardID.gatewaySuffix).isGatewayIdentifier)
        #expect(!BoardID("cart").isGatewayIdentifier)
    }
}

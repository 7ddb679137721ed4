import BoardyScaffold
import Testing

@Suite("Name validation")
struct ScaffoldNameTests {
    @Test(
        "type names made of ASCII letters, digits and underscores are accepted",
        arguments: [
            "Payment", "ShippingQuote", "Orders2", "URLCheck", "A", "Gift_Card",
        ])
    func accepts(name: String) throws {
        #expect(try ScaffoldName(name).typeName == name)
    }

    @Test(
        "a name that is not a capitalised Swift identifier is rejected with exit status 65",
        arguments: [
            "", "payment", "2Fast", "Gift-Card", "Gift Card", "Café", "_Hidden", "Boardy", "Testing", "Self",
        ])
    func rejects(name: String) {
        #expect(throws: ScaffoldError.self) { try ScaffoldName(name) }
        do {
            _ = try ScaffoldName(name)
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("'\(name)' cannot be used"))
        }
    }

    @Test("the rejection of a lower-case or hyphenated name suggests a valid one")
    func suggests() {
        #expect(
            throws: ScaffoldError.invalidName(
                "gift-card",
                reason: "a name starts with a capital ASCII letter (it names types and targets), for example 'GiftCard'"
            )
        ) {
            try ScaffoldName("gift-card")
        }
    }

    @Test(
        "lower camel case lowers the leading capital, or the leading acronym",
        arguments: [
            ("Payment", "payment"), ("ShippingQuote", "shippingQuote"), ("URLCheck", "urlCheck"), ("API", "api"),
            ("A", "a"), ("Orders2", "orders2"), ("ID3Tag", "id3Tag"),
        ])
    func lowerCamel(name: String, expected: String) throws {
        #expect(try ScaffoldName(name).lowerCamel == expected)
    }
}

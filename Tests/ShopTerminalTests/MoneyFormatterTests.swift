import ShopTerminal
import Testing

@Suite("MoneyFormatter")
struct MoneyFormatterTests {
    @Test(
        "formats cents with two decimals and thousands separators",
        arguments: [
            (0, "$0.00"), (5, "$0.05"), (10, "$0.10"), (99, "$0.99"), (100, "$1.00"), (1_234, "$12.34"),
            (100_000, "$1,000.00"), (99_999, "$999.99"), (123_456_789, "$1,234,567.89"),
            (-100, "-$1.00"), (-5, "-$0.05"), (-123_456_789, "-$1,234,567.89"),
        ])
    func formats(cents: Int, expected: String) {
        #expect(MoneyFormatter.format(cents: cents) == expected)
    }

    @Test("extreme values format without overflow")
    func extremes() {
        #expect(MoneyFormatter.format(cents: Int.max) == "$92,233,720,368,547,758.07")
        #expect(MoneyFormatter.format(cents: Int.min) == "-$92,233,720,368,547,758.08")
    }

    @Test("symbol and separators are configurable")
    func custom() {
        let euros = MoneyFormatter(currencySymbol: "€", groupingSeparator: ".", decimalSeparator: ",")
        #expect(euros.string(fromCents: 123_456) == "€1.234,56")
        let plain = MoneyFormatter(currencySymbol: "", groupingSeparator: "")
        #expect(plain.string(fromCents: 123_456_789) == "1234567.89")
    }
}

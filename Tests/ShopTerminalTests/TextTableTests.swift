import ShopTerminal
import Testing

@Suite("TextTable")
struct TextTableTests {
    @Test("aligns text left and numbers and money right, with no trailing spaces")
    func automaticAlignment() {
        var table = TextTable(headers: ["ID", "Name", "Price", "Stock"])
        table.addRow(["1", "Red shoe", "$12.34", "3"])
        table.addRow(["12", "Blue hat", "$1,234.00", "120"])
        table.addRow(["7", "Sock", "-$0.50", ""])
        let expected = """
            ID  Name          Price  Stock
            --  --------  ---------  -----
             1  Red shoe     $12.34      3
            12  Blue hat  $1,234.00    120
             7  Sock         -$0.50
            """
        #expect(table.render() == expected)
    }

    @Test("explicit alignment, missing cells and extra cells")
    func explicitAlignment() {
        let table = TextTable(
            columns: [TextTable.Column("Key", alignment: .right), TextTable.Column("Value", alignment: .left)],
            rows: [["a", "1"], ["long key"], ["b", "2", "extra"]]
        )
        let expected = """
                 Key  Value
            --------  -----  -----
                   a  1
            long key
                   b  2      extra
            """
        #expect(table.render() == expected)
        #expect(!table.renderLines().contains { $0.hasSuffix(" ") })
    }

    @Test("measures wide characters, emoji and combining marks by displayed width")
    func unicodeWidth() {
        let table = TextTable(
            headers: ["Name", "Qty"], rows: [["中文", "1"], ["e\u{301}te\u{301}", "2"], ["👍🏽", "3"]])
        let expected = """
            Name  Qty
            ----  ---
            中文    1
            été     2
            👍🏽      3
            """
        #expect(table.render() == expected)
    }

    @Test("truncates cells beyond the maximum width with an ellipsis")
    func truncation() {
        var table = TextTable(columns: [TextTable.Column("Name", maxWidth: 6), TextTable.Column("N", maxWidth: 1)])
        table.addRow(["Red running shoe", "12"])
        table.addRow(["Hat", "3"])
        table.addRow(["中文中文", "4"])
        let expected = """
            Name    N
            ------  -
            Red r…  …
            Hat     3
            中文…   4
            """
        #expect(table.render() == expected)
    }

    @Test("control characters in cells become spaces, so escape codes cannot leak")
    func sanitising() {
        var table = TextTable(headers: ["Name"])
        table.showsHeaderRule = false
        table.addRow(["evil\u{1B}[31mred\nline\ttab"])
        #expect(table.render() == "Name\nevil [31mred line tab")
    }

    @Test("options: no header, custom separator, empty table")
    func options() {
        var table = TextTable(headers: ["k", "v"], rows: [["user", "alice"], ["id", "7"]])
        table.showsHeader = false
        table.columnSeparator = " : "
        #expect(table.render() == "user : alice\nid   : 7")
        #expect(TextTable(headers: []).render() == "")
        #expect(TextTable(headers: ["Only"]).render() == "Only\n----")
    }
}

import NIOCore
import Testing

@testable import ShopSeeding

@Suite("Seeding PostgreSQL: COPY rows")
struct CopyRowTests {
    @Test("fields are tab-separated and a row ends in a newline; backslash, tab, newline and return are escaped")
    func escaping() {
        var buffer = ByteBuffer()
        SeedLoad.appendRow(["a\tb", #"c\d"#, "e\nf", "g\rh", "plain café"], to: &buffer)
        SeedLoad.appendRow(["", "x"], to: &buffer)
        #expect(
            buffer.readString(length: buffer.readableBytes)
                == #"a\tb"# + "\t" + #"c\\d"# + "\t" + #"e\nf"# + "\t" + #"g\rh"# + "\tplain café\n\tx\n")
    }
}

import ProductDataIO
import ShopTestSupport
import Testing

@testable import ProductData

/// The tier arithmetic of search pages: which tiers a page reads and which ranked rows of each.
@Suite("Search tier window")
struct SearchTierWindowTests {
    /// The tiers of page `page` of `perPage` rows over `total` matches.
    private func tiers(page: Int, perPage: Int, total: Int, tierSize: Int = 500) throws -> [SearchTierWindow.Slice] {
        let window = try #require(PageWindow(page: page, perPage: perPage))
        return SearchTierWindow(page: window, total: total, tierSize: tierSize).slices
    }

    /// A slice of tier `tier` (of 500 rows unless `size` says otherwise) taking `limit` rows after `offset`.
    private func slice(tier: Int, offset: Int, limit: Int, size: Int = 500) -> SearchTierWindow.Slice {
        SearchTierWindow.Slice(tier: tier, tierOffset: tier * size, tierLimit: size, offset: offset, limit: limit)
    }

    @Test("tiers hold 500 matches, at least as many as the largest page")
    func tierSize() {
        #expect(SearchTierWindow.rankingTierSize == 500)
        #expect(SearchTierWindow.rankingTierSize >= ProductQuery.maximumPerPage)
    }

    @Test("a page inside one tier reads one slice of it")
    func aligned() throws {
        #expect(try tiers(page: 1, perPage: 20, total: 1_200) == [slice(tier: 0, offset: 0, limit: 20)])
        #expect(try tiers(page: 5, perPage: 100, total: 1_200) == [slice(tier: 0, offset: 400, limit: 100)])
        #expect(try tiers(page: 6, perPage: 100, total: 1_200) == [slice(tier: 1, offset: 0, limit: 100)])
        #expect(try tiers(page: 2, perPage: 20, total: 61_193) == [slice(tier: 0, offset: 20, limit: 20)])
    }

    @Test("a page straddling a tier boundary reads the end of one tier and the start of the next")
    func straddling() throws {
        // Rows 480..<510 and 497..<504.
        #expect(
            try tiers(page: 17, perPage: 30, total: 1_200)
                == [slice(tier: 0, offset: 480, limit: 20), slice(tier: 1, offset: 0, limit: 10)])
        #expect(
            try tiers(page: 72, perPage: 7, total: 1_200)
                == [slice(tier: 0, offset: 497, limit: 3), slice(tier: 1, offset: 0, limit: 4)])
        // Rows 994..<1001: the end of tier 1 and the first row of tier 2.
        #expect(
            try tiers(page: 143, perPage: 7, total: 1_200)
                == [slice(tier: 1, offset: 494, limit: 6), slice(tier: 2, offset: 0, limit: 1)])
    }

    @Test("the last tier may be partial and the last page short; nothing past the total is read")
    func lastPartialTier() throws {
        #expect(try tiers(page: 40, perPage: 30, total: 1_200) == [slice(tier: 2, offset: 170, limit: 30)])
        #expect(try tiers(page: 172, perPage: 7, total: 1_200) == [slice(tier: 2, offset: 197, limit: 3)])
        #expect(try tiers(page: 12, perPage: 100, total: 1_150) == [slice(tier: 2, offset: 100, limit: 50)])
        // Rows 990..<1000 end exactly at a tier boundary: tier 2 would be empty, so it is not read.
        #expect(try tiers(page: 34, perPage: 30, total: 1_000) == [slice(tier: 1, offset: 490, limit: 10)])
        #expect(try tiers(page: 1, perPage: 100, total: 3) == [slice(tier: 0, offset: 0, limit: 3)])
    }

    @Test("a page at or past the end, or of an empty search, reads nothing")
    func pastTheEnd() throws {
        #expect(try tiers(page: 41, perPage: 30, total: 1_200).isEmpty)
        #expect(try tiers(page: 13, perPage: 100, total: 1_200).isEmpty)
        #expect(try tiers(page: 2, perPage: 100, total: 100).isEmpty)
        #expect(try tiers(page: 1, perPage: 20, total: 0).isEmpty)
    }

    @Test("huge page numbers neither overflow nor read anything they should not")
    func hugePages() throws {
        #expect(try tiers(page: .max, perPage: 100, total: 1_200).isEmpty)
        #expect(try tiers(page: .max, perPage: 1, total: 1_200).isEmpty)
        #expect(try tiers(page: .max / 2, perPage: 100, total: .max).isEmpty, "the offset saturates at Int.max")
        // The last pages of an absurdly large result still add up without overflow.
        let lastFull = Int.max / 100
        let near = try tiers(page: lastFull, perPage: 100, total: .max)
        let start = (lastFull - 1) * 100
        #expect(near.reduce(0) { $0 + $1.limit } == 100)
        #expect(near.first.map { $0.tierOffset + $0.offset } == start)
        let last = try tiers(page: lastFull + 1, perPage: 100, total: .max)
        #expect(last.reduce(0) { $0 + $1.limit } == Int.max - lastFull * 100)
        #expect(last.allSatisfy { $0.tierOffset == $0.tier * 500 && $0.offset + $0.limit <= 500 })
    }

    @Test("a page larger than a tier reads every tier it covers, in order")
    func severalTiersPerPage() throws {
        #expect(
            try tiers(page: 1, perPage: 10, total: 100, tierSize: 3) == [
                slice(tier: 0, offset: 0, limit: 3, size: 3), slice(tier: 1, offset: 0, limit: 3, size: 3),
                slice(tier: 2, offset: 0, limit: 3, size: 3), slice(tier: 3, offset: 0, limit: 1, size: 3),
            ])
        #expect(
            try tiers(page: 2, perPage: 4, total: 7, tierSize: 3) == [
                slice(tier: 1, offset: 1, limit: 2, size: 3), slice(tier: 2, offset: 0, limit: 1, size: 3),
            ])
    }

    @Test(
        "walking every page visits each position exactly once, in order",
        arguments: [1, 7, 30, 100]
    )
    func everyPositionOnce(perPage: Int) throws {
        for (total, tierSize) in [
            (0, 500), (1, 500), (499, 500), (500, 500), (501, 500), (1_200, 500), (23, 1),
            (23, 3),
        ] {
            var positions: [Int] = []
            var page = 1
            while true {
                let slices = try tiers(page: page, perPage: perPage, total: total, tierSize: tierSize)
                if slices.isEmpty { break }
                for slice in slices {
                    #expect(slice.tierOffset == slice.tier * tierSize && slice.tierLimit == tierSize)
                    #expect(slice.limit >= 1 && slice.offset + slice.limit <= tierSize)
                    positions += (0..<slice.limit).map { slice.tierOffset + slice.offset + $0 }
                }
                page += 1
            }
            #expect(positions == Array(0..<total), "total \(total), tier size \(tierSize)")
            #expect(page - 1 == (total + perPage - 1) / perPage)
        }
    }
}

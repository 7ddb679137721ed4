/// The ranking tiers one search page reads, and which ranked rows of each.
///
/// Search ranks matches in tiers rather than all at once (see ``ProductCatalog/search(_:)``): the matches in recency
/// order (product id descending) are cut into tiers of ``rankingTierSize``, each tier is ranked on its own, and the
/// result list is tier 0 in rank order, then tier 1, and so on. Position `n` of that list is therefore row
/// `n % tierSize` (in rank order) of tier `n / tierSize`.
///
/// A page covers positions `offset ..< offset + perPage`, clipped to the number of matches, so it touches one tier
/// or, when it straddles a boundary, several consecutive ones; each becomes a ``Slice``, one run of the tier
/// query. A page at or past the end has no slices, so no tier query runs. The arithmetic never overflows:
/// ``PageWindow/offset`` saturates for absurd page numbers, and every value below is bounded by `total`.
struct SearchTierWindow: Sendable, Equatable {
    /// The number of matches in one ranking tier: ``SearchRanking`` ranks at most this many rows per tier query.
    static let rankingTierSize = 500

    /// The part of one tier a page covers: one run of the tier query and what the page takes of its ranking.
    struct Slice: Sendable, Equatable {
        /// The 0-based tier index (0 is the newest matches).
        let tier: Int
        /// The number of newer matches before the tier, `tier * tierLimit`: the tier query's `OFFSET`.
        let tierOffset: Int
        /// The tier size: the tier query's `LIMIT` (the last tier may hold fewer matches).
        let tierLimit: Int
        /// The number of better-ranked rows of the tier before the page (skipped after ranking).
        let offset: Int
        /// The number of rows the page takes from the ranked tier.
        let limit: Int
    }

    /// The slices in result order; empty when the page is past the end.
    let slices: [Slice]

    /// The tiers the page `page` reads when the search has `total` matches.
    ///
    /// - Parameters:
    ///   - page: The validated page request.
    ///   - total: The exact number of matches (from the search count query in the same transaction).
    ///   - tierSize: The tier size, at least 1; ``rankingTierSize`` except in tests.
    init(page: PageWindow, total: Int, tierSize: Int = Self.rankingTierSize) {
        precondition(tierSize >= 1, "a ranking tier holds at least one match")
        let start = page.offset
        guard start < total else {
            slices = []
            return
        }
        // start < total, so total - start is positive and start + count <= total: nothing below can overflow.
        let end = start + min(page.limit, total - start)
        var slices: [Slice] = []
        var position = start
        while position < end {
            let tier = position / tierSize
            let offset = position % tierSize
            let limit = min(tierSize - offset, end - position)
            slices.append(
                Slice(
                    tier: tier, tierOffset: position - offset, tierLimit: tierSize, offset: offset,
                    limit: limit))
            position += limit
        }
        self.slices = slices
    }

    /// The number of rows the slices return together.
    var rowCount: Int {
        slices.reduce(0) { $0 + $1.limit }
    }
}

import ShopBenchSupport

/// The board side's units, drawn as the pgbench scripts draw theirs: the same distributions, from the same facts.
struct PostgresInputs: Sendable {
    /// The facts inputs come from.
    let shop: PostgresShop

    /// One unit of `operation` for `user`: the operation itself, or for checkout, three adds (products first,
    /// first + 1, first + 2) and the checkout of that cart.
    func unit(_ operation: DataOperation, random: inout BenchRandom, user: Int64) -> [DataInput] {
        switch operation {
        case .productByID:
            [.product(Int64(random.int(in: 1...Int(shop.maxProductID))))]
        case .categoryPage:
            [.categoryPage(slug: random.pick(shop.categorySlugs), page: random.int(in: 1...5))]
        case .search:
            [.search(random.pick(shop.searches).search)]
        case .addToCart:
            [.addToCart(userID: user, productID: Int64(random.int(in: 1...Int(shop.maxProductID))))]
        case .checkout:
            checkoutUnit(random: &random, user: user)
        }
    }

    /// One unit of the mix: a product by id, a category page, a search, then the checkout unit.
    func mixUnit(random: inout BenchRandom, user: Int64) -> [DataInput] {
        unit(.productByID, random: &random, user: user) + unit(.categoryPage, random: &random, user: user)
            + unit(.search, random: &random, user: user) + checkoutUnit(random: &random, user: user)
    }

    private func checkoutUnit(random: inout BenchRandom, user: Int64) -> [DataInput] {
        let first = Int64(random.int(in: 1...Int(shop.maxProductID - 2)))
        return (first...(first + 2)).map { DataInput.addToCart(userID: user, productID: $0) } + [
            .checkout(userID: user)
        ]
    }
}

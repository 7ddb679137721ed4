/// What a cart change needs to know about a product, read inside the change's transaction.
struct CartProductState {
    /// Units in stock.
    let stock: Int
    /// Units of the product already in the user's cart (0 when there is no line).
    let quantityInCart: Int
}

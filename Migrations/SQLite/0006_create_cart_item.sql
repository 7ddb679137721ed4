-- One row per product in a user's cart.
CREATE TABLE cartItem (
    userId INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    productId INTEGER NOT NULL REFERENCES product(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    addedAt TEXT NOT NULL,
    PRIMARY KEY (userId, productId)
);

-- Foreign key checks when a product is deleted.
CREATE INDEX cartItemByProduct ON cartItem(productId);

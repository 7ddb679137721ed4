-- One row per product in a user's cart.
CREATE TABLE cart_item (
    user_id bigint NOT NULL REFERENCES shop_user (id) ON DELETE CASCADE,
    product_id bigint NOT NULL REFERENCES product (id),
    quantity bigint NOT NULL CHECK (quantity > 0),
    added_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, product_id)
);

-- Foreign key checks when a product is deleted.
CREATE INDEX cart_item_by_product ON cart_item (product_id);

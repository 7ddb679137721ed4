-- The lines of an order, with the product name and unit price copied at placement time.
CREATE TABLE order_line (
    order_id bigint NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
    line_number integer NOT NULL,
    product_id bigint NOT NULL REFERENCES product (id),
    name text NOT NULL,
    unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
    quantity bigint NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (order_id, line_number)
);

-- Foreign key checks when a product is deleted.
CREATE INDEX order_line_by_product ON order_line (product_id);

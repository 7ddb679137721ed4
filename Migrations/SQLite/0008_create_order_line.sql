-- The lines of an order, with the product name and unit price copied at placement time.
CREATE TABLE orderLine (
    orderId INTEGER NOT NULL REFERENCES customerOrder(id) ON DELETE CASCADE,
    lineNumber INTEGER NOT NULL,
    productId INTEGER NOT NULL REFERENCES product(id),
    name TEXT NOT NULL,
    unitPriceCents INTEGER NOT NULL CHECK (unitPriceCents >= 0),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (orderId, lineNumber)
);

-- Foreign key checks when a product is deleted.
CREATE INDEX orderLineByProduct ON orderLine(productId);

-- Every change of a product's stock, written in the change's own transaction: a sale (negative), a cancel, a
-- restock or correction (with the staff user), or the seeder's opening stock. A product's stock is the sum of its rows.
CREATE TABLE stockLedger (
    id INTEGER PRIMARY KEY,
    productId INTEGER NOT NULL REFERENCES product(id),
    delta INTEGER NOT NULL CHECK (delta <> 0),
    reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
    orderId INTEGER REFERENCES customerOrder(id),
    userId INTEGER REFERENCES user(id),
    createdAt TEXT NOT NULL
);

-- A product's history, oldest first, and the check that sums it.
CREATE INDEX stockLedgerByProduct ON stockLedger(productId, id);

-- Products that exist before the ledger open it with the stock they have.
INSERT INTO stockLedger (productId, delta, reason, createdAt)
SELECT id, stock, 'opening', updatedAt FROM product WHERE stock > 0;

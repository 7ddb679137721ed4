-- migrator: foreign_keys off
-- Orders can be delivered, and remember when their status last changed. A CHECK cannot be altered in SQLite, so the
-- table is rebuilt (https://sqlite.org/lang_altertable.html#otheralter): with foreign keys off, so dropping the old
-- table neither deletes the order lines (ON DELETE CASCADE) nor breaks their references; the migrator runs
-- foreign_key_check before it commits.
CREATE TABLE customerOrderRebuilt (
    id INTEGER PRIMARY KEY,
    userId INTEGER NOT NULL REFERENCES user(id),
    status TEXT NOT NULL CHECK (status IN ('placed', 'shipped', 'delivered', 'cancelled')),
    totalCents INTEGER NOT NULL CHECK (totalCents >= 0),
    createdAt TEXT NOT NULL,
    updatedAt TEXT NOT NULL
);

INSERT INTO customerOrderRebuilt (id, userId, status, totalCents, createdAt, updatedAt)
SELECT id, userId, status, totalCents, createdAt, createdAt FROM customerOrder;

DROP TABLE customerOrder;

ALTER TABLE customerOrderRebuilt RENAME TO customerOrder;

-- A user's orders, newest first.
CREATE INDEX customerOrderByUser ON customerOrder(userId, id DESC);

-- The staff's order list by status, newest first.
CREATE INDEX customerOrderByStatus ON customerOrder(status, createdAt DESC, id DESC);

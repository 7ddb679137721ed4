-- Placed orders. The total is fixed at placement time, in integer cents.
CREATE TABLE customerOrder (
    id INTEGER PRIMARY KEY,
    userId INTEGER NOT NULL REFERENCES user(id),
    status TEXT NOT NULL CHECK (status IN ('placed', 'cancelled', 'shipped')),
    totalCents INTEGER NOT NULL CHECK (totalCents >= 0),
    createdAt TEXT NOT NULL
);

-- A user's orders, newest first.
CREATE INDEX customerOrderByUser ON customerOrder(userId, id DESC);

-- The catalogue. Money is in integer cents; timestamps are ISO-8601 UTC text.
CREATE TABLE product (
    id INTEGER PRIMARY KEY,
    sku TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    categoryId INTEGER NOT NULL REFERENCES category(id),
    priceCents INTEGER NOT NULL CHECK (priceCents >= 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    createdAt TEXT NOT NULL,
    updatedAt TEXT NOT NULL
);

-- Paging inside a category, sorted by name or by price (id breaks ties and makes keyset paging exact).
CREATE INDEX productByCategoryName ON product(categoryId, name, id);
CREATE INDEX productByCategoryPrice ON product(categoryId, priceCents, id);

-- Paging over the whole catalogue.
CREATE INDEX productByName ON product(name, id);
CREATE INDEX productByPrice ON product(priceCents, id);

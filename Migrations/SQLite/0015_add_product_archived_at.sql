-- Archiving a product (staff): `archivedAt` is set and the product leaves every read — by id, pages, category
-- counts, search, adding to a cart — while orders keep their lines (they reference the row, which stays).
ALTER TABLE product ADD COLUMN archivedAt TEXT;

-- The listing and counting indexes hold live products only (partial), so pages and counts skip archived ones
-- without reading the table. `archivedAt` is the last key column (NULL in every entry) so the planner sees each
-- index as covering for `... WHERE archivedAt IS NULL`.
DROP INDEX productByCategoryName;
DROP INDEX productByCategoryPrice;
DROP INDEX productByName;
DROP INDEX productByPrice;
CREATE INDEX productByCategoryName ON product(categoryId, name, id, archivedAt) WHERE archivedAt IS NULL;
CREATE INDEX productByCategoryPrice ON product(categoryId, priceCents, id, archivedAt) WHERE archivedAt IS NULL;
CREATE INDEX productByName ON product(name, id, archivedAt) WHERE archivedAt IS NULL;
CREATE INDEX productByPrice ON product(priceCents, id, archivedAt) WHERE archivedAt IS NULL;

-- The search index holds live products only: a search's count and its tiers read the index alone (no join back
-- to filter), so an archived product must not be in it. Its content is the view of live products, so FTS5's
-- 'rebuild' (the seeder) and 'integrity-check' (`shop-cli check`) see the same rows the triggers index. FTS5
-- cannot change its content option in place: the index is dropped, made anew and rebuilt (as in 0009).
CREATE VIEW liveProduct AS SELECT id, name, description FROM product WHERE archivedAt IS NULL;

DROP TRIGGER productSearchAfterInsert;
DROP TRIGGER productSearchAfterDelete;
DROP TRIGGER productSearchAfterUpdate;
DROP TABLE productSearch;

CREATE VIRTUAL TABLE productSearch USING fts5(
    name,
    description,
    content = 'liveProduct',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3 4 5 6 7 8'
);

CREATE TRIGGER productSearchAfterInsert AFTER INSERT ON product WHEN new.archivedAt IS NULL BEGIN
    INSERT INTO productSearch (rowid, name, description) VALUES (new.id, new.name, new.description);
END;

CREATE TRIGGER productSearchAfterDelete AFTER DELETE ON product WHEN old.archivedAt IS NULL BEGIN
    INSERT INTO productSearch (productSearch, rowid, name, description)
    VALUES ('delete', old.id, old.name, old.description);
END;

-- A rename is found at once: the old words leave the index and the new ones enter it in the UPDATE's transaction.
CREATE TRIGGER productSearchAfterUpdate AFTER UPDATE OF name, description, archivedAt ON product BEGIN
    INSERT INTO productSearch (productSearch, rowid, name, description)
    SELECT 'delete', old.id, old.name, old.description WHERE old.archivedAt IS NULL;
    INSERT INTO productSearch (rowid, name, description)
    SELECT new.id, new.name, new.description WHERE new.archivedAt IS NULL;
END;

INSERT INTO productSearch (productSearch) VALUES ('rebuild');

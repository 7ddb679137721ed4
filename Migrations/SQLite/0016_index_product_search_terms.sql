-- Search quality (issue 42): the search index holds terms made in Swift, not FTS5's own words.
--
-- Every product keeps the terms of ProductDataIO's SearchText (words folded to lower case without diacritics and
-- stemmed by its English stemmer, so "shoes" and "shoe" are one term) in two columns: searchPrimary (name, category
-- name, SKU) and searchSecondary (description). The PostgreSQL schema stores the same columns, so both databases
-- match the same terms. They are written by every path that inserts or changes a product (ProductData's writer, the
-- seeders); a product whose terms are NULL (rows of an older schema, or written by SQL that knows nothing of terms)
-- is not found by search until ProductData fills its terms in, which it does before the next search (in batches,
-- idempotent) and whenever a product is created or edited. A migration cannot run Swift, so this one only adds the
-- columns and leaves them NULL.
ALTER TABLE product ADD COLUMN searchPrimary TEXT;
ALTER TABLE product ADD COLUMN searchSecondary TEXT;

-- The live products whose terms are still to be made: empty once every product is indexed, so the check before a
-- search costs one probe.
CREATE INDEX productUnindexed ON product(id) WHERE searchPrimary IS NULL AND archivedAt IS NULL;

-- A change of a field the terms come from forgets the terms, so stale terms are never searched: ProductData's writer
-- sets new ones in the same transaction; after a change by plain SQL the next search indexes the product again.
CREATE TRIGGER productSearchTermsStale
AFTER UPDATE OF name, description, sku, categoryId ON product
WHEN new.searchPrimary IS NOT NULL AND new.searchPrimary IS old.searchPrimary
    AND (new.name IS NOT old.name OR new.description IS NOT old.description
    OR new.sku IS NOT old.sku OR new.categoryId IS NOT old.categoryId)
BEGIN
    UPDATE product SET searchPrimary = NULL, searchSecondary = NULL WHERE id = new.id;
END;

-- The spellable terms (ASCII letters only) of every product ever indexed: the vocabulary a misspelt search word is
-- corrected against. Terms are added, never removed; a term no product holds any more only matches nothing.
CREATE TABLE searchTerm (term TEXT PRIMARY KEY) WITHOUT ROWID;

-- The index over the term columns, live products only (as in 0015). The 'ascii' tokenizer splits on ASCII
-- non-alphanumerics only, so each space-separated term made in Swift is exactly one FTS5 token, whatever its script.
DROP TRIGGER productSearchAfterInsert;
DROP TRIGGER productSearchAfterDelete;
DROP TRIGGER productSearchAfterUpdate;
DROP TABLE productSearch;
DROP VIEW liveProduct;

CREATE VIEW liveProductTerms AS
SELECT id, searchPrimary, searchSecondary FROM product WHERE archivedAt IS NULL;

CREATE VIRTUAL TABLE productSearch USING fts5(
    searchPrimary,
    searchSecondary,
    content = 'liveProductTerms',
    content_rowid = 'id',
    tokenize = 'ascii',
    prefix = '2 3 4 5 6 7 8'
);

CREATE TRIGGER productSearchAfterInsert AFTER INSERT ON product WHEN new.archivedAt IS NULL BEGIN
    INSERT INTO productSearch (rowid, searchPrimary, searchSecondary)
    VALUES (new.id, new.searchPrimary, new.searchSecondary);
END;

CREATE TRIGGER productSearchAfterDelete AFTER DELETE ON product WHEN old.archivedAt IS NULL BEGIN
    INSERT INTO productSearch (productSearch, rowid, searchPrimary, searchSecondary)
    VALUES ('delete', old.id, old.searchPrimary, old.searchSecondary);
END;

CREATE TRIGGER productSearchAfterUpdate AFTER UPDATE OF searchPrimary, searchSecondary, archivedAt ON product BEGIN
    INSERT INTO productSearch (productSearch, rowid, searchPrimary, searchSecondary)
    SELECT 'delete', old.id, old.searchPrimary, old.searchSecondary WHERE old.archivedAt IS NULL;
    INSERT INTO productSearch (rowid, searchPrimary, searchSecondary)
    SELECT new.id, new.searchPrimary, new.searchSecondary WHERE new.archivedAt IS NULL;
END;

-- Search quality (issue 42): the search index holds terms made in Swift, as on SQLite (its migration 0016).
--
-- search_primary (name, category name, SKU) and search_secondary (description) hold ProductDataIO's SearchText terms
-- (folded, stemmed), space-separated, written by every path that inserts or changes a product; NULL until ProductData
-- fills them in (before the next search, in batches, idempotent; and on every create or edit). The indexed tsvector
-- is made of exactly those terms (array_to_tsvector: no parser, no dictionary), so PostgreSQL matches the very terms
-- SQLite's FTS5 index holds. The old generated column, its index and its functions go: PostgreSQL's own text search
-- configuration no longer decides what a word is.
ALTER TABLE product DROP COLUMN search;
DROP FUNCTION shop_search_query(text);
DROP FUNCTION shop_search_text(text);

ALTER TABLE product ADD COLUMN search_primary text, ADD COLUMN search_secondary text;

ALTER TABLE product ADD COLUMN search_terms tsvector GENERATED ALWAYS AS (
    array_to_tsvector(array_remove(
        string_to_array(coalesce(search_primary, '') || ' ' || coalesce(search_secondary, ''), ' '), ''))
) STORED;

CREATE INDEX product_search_terms ON product USING gin (search_terms);

-- The live products whose terms are still to be made (empty once all are indexed).
CREATE INDEX product_unindexed ON product (id) WHERE search_primary IS NULL AND archived_at IS NULL;

-- A change of a field the terms come from forgets the terms (as SQLite's trigger productSearchTermsStale does).
CREATE FUNCTION product_search_terms_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (new.name, new.description, new.sku, new.category_id)
        IS DISTINCT FROM (old.name, old.description, old.sku, old.category_id)
        AND new.search_primary IS NOT DISTINCT FROM old.search_primary THEN
        new.search_primary := NULL;
        new.search_secondary := NULL;
    END IF;
    RETURN new;
END;
$$;

CREATE TRIGGER product_search_terms_stale BEFORE UPDATE ON product
FOR EACH ROW EXECUTE FUNCTION product_search_terms_stale();

-- The spellable terms of every product ever indexed: the vocabulary misspelt words are corrected against.
CREATE TABLE search_term (term text PRIMARY KEY);

-- Archiving a product (staff): archived_at is set and the product leaves every read — by id, pages, category
-- counts, search, adding to a cart — while orders keep their lines (they reference the row, which stays).
ALTER TABLE product ADD COLUMN archived_at timestamptz;

-- The listing and counting indexes hold live products only (partial), so pages and counts skip archived ones
-- inside the index: each query says `archived_at IS NULL`, which the indexes' predicate implies. The search index
-- stays whole: a search's bitmap heap scan reads each match's row anyway and drops archived ones there.
DROP INDEX product_by_category_name;
DROP INDEX product_by_category_price;
DROP INDEX product_by_name;
DROP INDEX product_by_price;
CREATE INDEX product_by_category_name ON product (category_id, name COLLATE "C", id) WHERE archived_at IS NULL;
CREATE INDEX product_by_category_price ON product (category_id, price_cents, id) WHERE archived_at IS NULL;
CREATE INDEX product_by_name ON product (name COLLATE "C", id) WHERE archived_at IS NULL;
CREATE INDEX product_by_price ON product (price_cents, id) WHERE archived_at IS NULL;

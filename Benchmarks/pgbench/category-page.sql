-- ProductData's category page (PostgresProductCatalog+Listing, ProductStatements in Modules/ProductData/Postgres):
-- pages 1 to 5 of 20 by name, in one REPEATABLE READ snapshot: the category's id by slug, the count, then the page
-- with its deferred join (skipped when the page starts past the end). The slug is a string, which pgbench cannot
-- draw at random: the benchmark runs one copy of this script per category, each binding its own slug variable.
\set page random(1, 5)
\set per_page 20
\set offset (:page - 1) * :per_page
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT id FROM category WHERE slug = :slug \gset category_
SELECT count(*) FROM product WHERE category_id = :category_id AND archived_at IS NULL \gset
\if :count > :offset
SELECT p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock
FROM (
    SELECT id FROM product WHERE category_id = :category_id AND archived_at IS NULL ORDER BY name COLLATE "C", id
    LIMIT :per_page OFFSET :offset
) AS page
JOIN product AS p ON p.id = page.id JOIN category AS c ON c.id = p.category_id
ORDER BY p.name COLLATE "C", p.id;
\endif
COMMIT;

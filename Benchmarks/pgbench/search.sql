-- ProductData's search, page 1 of 20 (PostgresProductCatalog+Search, ProductQueries in Modules/ProductData/Postgres):
-- in one REPEATABLE READ snapshot, the count of matches, then the first ranking tier's page (tier 0 of 500 rows,
-- the first 20 of it), skipped when nothing matches. The module runs these as unnamed statements (planned for each
-- run's own words), so this script is run with `-M extended`. The words are a string: one copy of this script per
-- search text, each binding its own words variable.
\set per_page 20
\set offset 0
\set tier_limit 500
\set tier_offset 0
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT count(*) FROM product WHERE search @@ shop_search_query(:words) AND archived_at IS NULL \gset
\if :count > 0
\set limit least(:per_page, :count)
SELECT p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock
FROM (
    SELECT tier.id, ts_rank('{0.1, 0.1, 0.1, 1.0}', m.search, shop_search_query(:words), 0) AS rank
    FROM (
        SELECT id FROM product WHERE search @@ shop_search_query(:words) AND archived_at IS NULL
        ORDER BY id DESC LIMIT :tier_limit OFFSET :tier_offset
    ) AS tier
    JOIN product AS m ON m.id = tier.id
    ORDER BY rank DESC, tier.id LIMIT :limit OFFSET :offset
) AS hit
JOIN product AS p ON p.id = hit.id JOIN category AS c ON c.id = p.category_id
ORDER BY hit.rank DESC, hit.id;
\endif
COMMIT;

-- ProductData's search, page 1 of 20 (ProductCatalog.searchPage over PostgresProductStore, ProductQueries in
-- Modules/ProductData/Sources/Stores/Postgres): in one REPEATABLE READ snapshot, the probe for products without
-- search terms; the vocabulary terms under the text's typo keys (skipped when no word has 5+ letters); the first
-- ranking tier (the 500 newest matches, with their terms); the count of matches only when that tier is full; then
-- the page's live products by id (skipped when nothing matched).
--
-- pgbench can neither turn a text into typo keys and a tsquery nor carry the tier's rows into the next statement,
-- so the benchmark works each search text out once (PostgresSearch, Sources/PostgresBenchSupport) and binds it as
-- variables: the keys and the tsquery the module binds, whether the tier is full, and as the page the first 20 ids
-- of the tier in the order it returns them (the module ranks the tier in Swift first: that cost is the board
-- side's). pgbench binds its variables untyped, so the two arrays are cast to the types PostgresNIO binds them as
-- (text[], bigint[]). One copy of this script per search text, each with its own variables (PgbenchScripts
-- renames the search_ variables to search<index>_). The module runs these as unnamed statements (planned for each
-- run's own words), so this script is run with `-M extended`.
\set tier_limit 500
\set tier_offset 0
BEGIN ISOLATION LEVEL REPEATABLE READ;
SELECT EXISTS (SELECT 1 FROM product WHERE search_primary IS NULL AND archived_at IS NULL);
\if :search_has_keys
SELECT DISTINCT term FROM search_term_key WHERE key = ANY(:search_keys::text[]);
\endif
SELECT id, search_primary, search_secondary FROM product
WHERE search_terms @@ :search_query::tsquery AND archived_at IS NULL
ORDER BY id DESC LIMIT :tier_limit OFFSET :tier_offset;
\if :search_tier_full
SELECT count(*) FROM product WHERE search_terms @@ :search_query::tsquery AND archived_at IS NULL;
\endif
\if :search_has_ids
SELECT p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock
FROM product AS p JOIN category AS c ON c.id = p.category_id
WHERE p.id = ANY(:search_ids::bigint[]) AND p.archived_at IS NULL;
\endif
COMMIT;

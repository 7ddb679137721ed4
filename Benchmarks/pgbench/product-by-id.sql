-- ProductData's product by id (ProductStatements.ProductByID in Modules/ProductData/Postgres): one named prepared
-- statement on a pooled connection, no transaction. Product ids uniform over the catalog, as the boards draw them.
\set id random(1, :max_product)
SELECT p.id, p.sku, p.name, p.description, c.slug, p.price_cents, p.stock
FROM product AS p JOIN category AS c ON c.id = p.category_id WHERE p.id = :id AND p.archived_at IS NULL;

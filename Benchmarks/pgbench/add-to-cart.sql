-- CartData's add of one unit (PostgresCartStore.addItem, CartStatements in Modules/CartData/Postgres): in one
-- READ COMMITTED transaction, lock the user's row, read the product's stock and the cart's line, upsert the line,
-- read the cart back. The user and product variables are set by the lines the benchmark puts before this script.
-- The module writes the merged quantity (line + 1); pgbench reads a NULL (no line yet) as an empty string it
-- cannot add to, so this script writes 1: the same statement with another value.
\set quantity 1
BEGIN ISOLATION LEVEL READ COMMITTED;
SELECT id FROM shop_user WHERE id = :user FOR NO KEY UPDATE;
SELECT p.stock, c.quantity
FROM product AS p LEFT JOIN cart_item AS c ON c.product_id = p.id AND c.user_id = :user
WHERE p.id = :product AND p.archived_at IS NULL;
INSERT INTO cart_item (user_id, product_id, quantity, added_at) VALUES (:user, :product, :quantity, clock_timestamp())
ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity
RETURNING quantity;
SELECT c.product_id, p.name, c.quantity, p.price_cents
FROM cart_item AS c JOIN product AS p ON p.id = c.product_id
WHERE c.user_id = :user
ORDER BY c.added_at, c.product_id;
COMMIT;

-- OrderService's checkout of a 3-line cart (PostgresOrderStore.checkout, OrderStatements in
-- Modules/OrderService/Postgres): in one READ COMMITTED transaction, lock the user, read the cart with names, prices
-- and stock, take each line's unit out of stock with the guarded update (product id order), insert the order and
-- its lines, write a sale row per line to the stock ledger (OrderStatements.InsertLedger: the module binds the arrays,
-- here they are written out), empty the cart. The cart holds one unit each of products first, second and third
-- (first + 1, first + 2), put there by the three adds before it. The timestamp variable is a constant (-D now=…).
\set units 1
BEGIN ISOLATION LEVEL READ COMMITTED;
SELECT id FROM shop_user WHERE id = :user FOR NO KEY UPDATE;
SELECT c.product_id, p.name, p.price_cents, p.stock, c.quantity
FROM cart_item AS c JOIN product AS p ON p.id = c.product_id
WHERE c.user_id = :user
ORDER BY c.added_at, c.product_id;
UPDATE product SET stock = stock - :units, updated_at = :now WHERE id = :first AND stock >= :units RETURNING stock;
UPDATE product SET stock = stock - :units, updated_at = :now WHERE id = :second AND stock >= :units RETURNING stock;
UPDATE product SET stock = stock - :units, updated_at = :now WHERE id = :third AND stock >= :units RETURNING stock;
INSERT INTO customer_order (user_id, status, total_cents, created_at, updated_at)
VALUES (:user, 'placed', :total_cents, :now, :now)
RETURNING id \gset order_
INSERT INTO order_line (order_id, line_number, product_id, name, unit_price_cents, quantity)
SELECT :order_id, line.position, line.product_id, line.name, line.unit_price_cents, line.quantity
FROM unnest(:line_ids::bigint[], :line_names::text[], :line_prices::bigint[], :line_quantities::bigint[])
    WITH ORDINALITY AS line (product_id, name, unit_price_cents, quantity, position)
RETURNING line_number;
INSERT INTO stock_ledger (product_id, delta, reason, order_id, user_id, created_at)
SELECT entry.product_id, entry.delta, entry.reason, entry.order_id, NULLIF(entry.user_id, 0), :now
FROM unnest(:line_ids::bigint[], '{-1,-1,-1}'::bigint[], '{sale,sale,sale}'::text[],
    array_fill(:order_id::bigint, ARRAY[3]), '{0,0,0}'::bigint[])
    AS entry (product_id, delta, reason, order_id, user_id)
RETURNING id;
DELETE FROM cart_item WHERE user_id = :user RETURNING product_id;
COMMIT;

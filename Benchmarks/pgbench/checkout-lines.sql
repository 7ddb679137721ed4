-- Not the module's SQL: what pgbench needs to bind checkout's order lines. The module builds the arrays of
-- OrderStatements.InsertLines from the cart it read; pgbench cannot turn rows into arrays, so this query reads the
-- three products' ids, names and prices into variables first: one small extra read per checkout unit, on pgbench's
-- side only.
SELECT array_agg(id ORDER BY id)::text AS line_ids, array_agg(name ORDER BY id)::text AS line_names,
    array_agg(price_cents ORDER BY id)::text AS line_prices, '{1,1,1}' AS line_quantities,
    sum(price_cents) AS total_cents
FROM product WHERE id IN (:first, :second, :third) \gset

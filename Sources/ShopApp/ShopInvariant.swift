/// One of the shop's own rules, as a query returning one row per violation: a key and the details.
struct ShopInvariant: Sendable {
    /// The rule in words.
    let rule: String
    /// SQL selecting (key, detail) for every row that breaks the rule.
    let sql: String
    /// The same query on the PostgreSQL schema (snake_case names).
    let postgresSQL: String

    /// The most violations of one rule listed by name; the rest are counted.
    static let listedViolations = 20

    /// Every rule the check enforces.
    static let all: [ShopInvariant] = [
        ShopInvariant(
            rule: "stock is never negative",
            sql: "SELECT 'product ' || id, 'stock ' || stock FROM product WHERE stock < 0 ORDER BY id",
            postgresSQL: "SELECT 'product ' || id, 'stock ' || stock FROM product WHERE stock < 0 ORDER BY id"
        ),
        ShopInvariant(
            rule: "an order's total is the sum of its lines",
            sql: """
                SELECT 'order ' || o.id, 'total ' || o.totalCents || ' cents, lines ' || lines.sum || ' cents'
                FROM customerOrder AS o
                JOIN (SELECT orderId, sum(unitPriceCents * quantity) AS sum FROM orderLine GROUP BY orderId) AS lines
                    ON lines.orderId = o.id
                WHERE lines.sum != o.totalCents
                ORDER BY o.id
                """,
            postgresSQL: """
                SELECT 'order ' || o.id, 'total ' || o.total_cents || ' cents, lines ' || lines.sum || ' cents'
                FROM customer_order AS o
                JOIN (SELECT order_id, sum(unit_price_cents * quantity) AS sum FROM order_line GROUP BY order_id)
                    AS lines ON lines.order_id = o.id
                WHERE lines.sum != o.total_cents
                ORDER BY o.id
                """
        ),
        ShopInvariant(
            rule: "every order has lines",
            sql: """
                SELECT 'order ' || o.id, 'no lines' FROM customerOrder AS o
                WHERE NOT EXISTS (SELECT 1 FROM orderLine WHERE orderId = o.id)
                ORDER BY o.id
                """,
            postgresSQL: """
                SELECT 'order ' || o.id, 'no lines' FROM customer_order AS o
                WHERE NOT EXISTS (SELECT 1 FROM order_line WHERE order_id = o.id)
                ORDER BY o.id
                """
        ),
        ShopInvariant(
            rule: "cart quantities are positive",
            sql: """
                SELECT 'cart line of user ' || userId || ', product ' || productId, 'quantity ' || quantity
                FROM cartItem WHERE quantity <= 0 ORDER BY userId, productId
                """,
            postgresSQL: """
                SELECT 'cart line of user ' || user_id || ', product ' || product_id, 'quantity ' || quantity
                FROM cart_item WHERE quantity <= 0 ORDER BY user_id, product_id
                """
        ),
        ShopInvariant(
            rule: "each product's stock equals the sum of its ledger",
            sql: """
                SELECT 'product ' || p.id, 'stock ' || p.stock || ', ledger ' || COALESCE(l.sum, 0)
                    || ' (difference ' || (p.stock - COALESCE(l.sum, 0)) || ')'
                FROM product AS p
                LEFT JOIN (SELECT productId, sum(delta) AS sum FROM stockLedger GROUP BY productId) AS l
                    ON l.productId = p.id
                WHERE p.stock != COALESCE(l.sum, 0)
                ORDER BY p.id
                """,
            postgresSQL: """
                SELECT 'product ' || p.id, 'stock ' || p.stock || ', ledger ' || COALESCE(l.sum, 0)
                    || ' (difference ' || (p.stock - COALESCE(l.sum, 0)) || ')'
                FROM product AS p
                LEFT JOIN (SELECT product_id, sum(delta) AS sum FROM stock_ledger GROUP BY product_id) AS l
                    ON l.product_id = p.id
                WHERE p.stock != COALESCE(l.sum, 0)
                ORDER BY p.id
                """
        ),
    ]
}

-- Orders can be delivered, and remember when their status last changed.
ALTER TABLE customer_order DROP CONSTRAINT customer_order_status_check;
ALTER TABLE customer_order
    ADD CONSTRAINT customer_order_status_check CHECK (status IN ('placed', 'shipped', 'delivered', 'cancelled'));

ALTER TABLE customer_order ADD COLUMN updated_at timestamptz;
UPDATE customer_order SET updated_at = created_at;
ALTER TABLE customer_order ALTER COLUMN updated_at SET NOT NULL;

-- The staff's order list by status, newest first.
CREATE INDEX customer_order_by_status ON customer_order (status, created_at DESC, id DESC);

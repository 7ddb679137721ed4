-- A user's role: 'customer' (everyone who registers) or 'staff' (granted by the operator with
-- `shop-cli users promote <name>`). Staff operations pass AuthData's staff gate, which reads it on every request.
ALTER TABLE shop_user ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff'));

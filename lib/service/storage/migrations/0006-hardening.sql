-- Expired carts are deleted oldest first, a batch after each new cart (lib/service/carts/cart-creation.ts).

CREATE INDEX carts_by_updated ON carts (updated_at);

-- Carts and orders (lib/service/carts, lib/service/orders; DESIGN.md §3).
--
-- - `carts`: ids are chosen by the client; a cart created with an account token belongs to it.
-- - `cart_items`: product and custom lines. `merge_key` says which adds land on the same line
--   (spec 3.3 rules 4–5); `details` keeps what the line needs to be priced (the product as the
--   shopper's release had it, or the custom item's own name and price); taxes ride on the line.
-- - `promotions` (seeded) and `cart_promotions` (the codes applied to a cart).
-- - `cart_shipping_groups`: spec 4.4 rule 4; a line links to at most one.
-- - `orders` and `order_items`: what checkout copies from the cart, priced, never re-priced; an
--   order item keeps the cart item's document (with paths instead of absolute URLs).

CREATE TABLE carts (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  account_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_by_account ON carts (account_id, updated_at) WHERE account_id IS NOT NULL;

CREATE TABLE cart_shipping_groups (
  id uuid PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  name text NOT NULL,
  shipping_type text,
  total bigint NOT NULL CHECK (total >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_shipping_groups_by_cart ON cart_shipping_groups (cart_id, created_at);

CREATE TABLE cart_items (
  id uuid PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('cart_item', 'custom_item')),
  merge_key text NOT NULL,
  product_id uuid,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  details jsonb NOT NULL,
  custom_inputs jsonb NOT NULL DEFAULT '{}',
  bundle_configuration jsonb,
  shipping_group_id uuid REFERENCES cart_shipping_groups (id) ON DELETE SET NULL,
  taxes jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_items_merge_key_unique UNIQUE (cart_id, merge_key)
);
CREATE INDEX cart_items_by_cart ON cart_items (cart_id, seq);

CREATE TABLE promotions (
  id uuid PRIMARY KEY,
  code text NOT NULL CONSTRAINT promotions_code_unique UNIQUE CHECK (code = upper(code)),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent_basis_points integer CHECK (percent_basis_points BETWEEN 0 AND 10000),
  amounts jsonb NOT NULL DEFAULT '{}',
  product_ids uuid[],
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percent') = (percent_basis_points IS NOT NULL))
);

CREATE TABLE cart_promotions (
  id uuid PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  promotion_id uuid NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_promotions_unique UNIQUE (cart_id, promotion_id)
);

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  cart_id text NOT NULL,
  account_id uuid,
  status text NOT NULL,
  payment text NOT NULL,
  shipping text NOT NULL,
  currency text NOT NULL,
  customer jsonb NOT NULL,
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  shipping_groups jsonb NOT NULL DEFAULT '[]',
  display_price jsonb NOT NULL,
  discounts jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_by_account ON orders (account_id, created_at DESC);
CREATE INDEX orders_by_created ON orders (created_at DESC, id);

CREATE TABLE order_items (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cart_item', 'custom_item', 'promotion_item')),
  product_id uuid,
  quantity integer NOT NULL,
  document jsonb NOT NULL,
  CONSTRAINT order_items_position_unique UNIQUE (order_id, position)
);

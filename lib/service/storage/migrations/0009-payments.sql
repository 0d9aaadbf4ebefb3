-- Payments, shipping methods and order numbers (lib/service/payments, lib/service/shipping,
-- lib/service/orders; issue 18).
--
-- - `order_numbers`: a sequence, so two checkouts at once never share a number; existing orders
--   take numbers when the column is added.
-- - `orders.requires_shipping`: false for an order of digital products only (no address needed).
-- - `order_transactions`: the manual gateway's authorisations, purchases and captures, declined
--   ones included (`status` `failed`).
-- - `shipping_methods` (seeded): a price per currency, free from `free_over` of goods.
-- - `cart_shipping_groups` gains the vendor's fields (address, price parts, references) and, for a
--   group made from a store method, the method and its free-over threshold in the cart's currency.
-- - `payment_cards` (seeded): the demo accounts' saved cards that subscriptions pay with.

CREATE SEQUENCE order_numbers START WITH 10001;
ALTER TABLE orders ADD COLUMN number bigint NOT NULL DEFAULT nextval('order_numbers');
ALTER TABLE orders ADD CONSTRAINT orders_number_unique UNIQUE (number);
ALTER TABLE orders ADD COLUMN requires_shipping boolean NOT NULL DEFAULT true;

CREATE TABLE order_transactions (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  gateway text NOT NULL CHECK (gateway = 'manual'),
  transaction_type text NOT NULL CHECK (transaction_type IN ('authorize', 'purchase', 'capture')),
  status text NOT NULL CHECK (status IN ('complete', 'failed')),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  name text,
  custom_reference text,
  card jsonb,
  failure jsonb,
  authorization_id uuid REFERENCES order_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transactions_by_order ON order_transactions (order_id, seq);
CREATE UNIQUE INDEX order_transactions_one_capture ON order_transactions (authorization_id)
  WHERE authorization_id IS NOT NULL;

CREATE TABLE shipping_methods (
  id uuid PRIMARY KEY,
  code text NOT NULL CONSTRAINT shipping_methods_code_unique UNIQUE CHECK (code ~ '^[a-z0-9_-]{1,64}$'),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  min_days integer NOT NULL CHECK (min_days >= 0),
  max_days integer NOT NULL CHECK (max_days >= min_days),
  prices jsonb NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE cart_shipping_groups
  ADD COLUMN shipping_method_id uuid REFERENCES shipping_methods (id) ON DELETE SET NULL,
  ADD COLUMN free_over bigint CHECK (free_over >= 0),
  ADD COLUMN base bigint CHECK (base >= 0),
  ADD COLUMN tax bigint NOT NULL DEFAULT 0 CHECK (tax >= 0),
  ADD COLUMN includes_tax boolean NOT NULL DEFAULT false,
  ADD COLUMN address jsonb,
  ADD COLUMN tracking_reference text,
  ADD COLUMN external_ref text,
  ADD COLUMN delivery_estimate jsonb;

CREATE TABLE payment_cards (
  id text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  holder_name text NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_cards_by_account ON payment_cards (account_id, position);

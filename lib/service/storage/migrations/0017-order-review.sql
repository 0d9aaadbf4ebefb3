-- Orders to check (issue 24 point 12): an order whose custom item names a catalog product at
-- another price keeps why in `review` (null: nothing to check); the merchandising area lists them.

ALTER TABLE orders ADD COLUMN review jsonb;
CREATE INDEX orders_to_review ON orders (created_at DESC, id) WHERE review IS NOT NULL;

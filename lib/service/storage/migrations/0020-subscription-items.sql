-- Subscription items in carts (issue 23; the vendor's `subscription_item`, cart_checkout.yaml):
--
-- - cart and order lines may be `subscription_item`s (an offering and a plan, in `details`);
-- - a subscription made by paying an order names that order and its item, the vendor's
--   `BuildSubscriptionOrder` (subscriptions.yaml); an order item makes one subscription at most,
--   whatever retries or parallel payments try;
-- - a transaction keeps the saved card it was paid with (its id, never a number), so a capture
--   later knows which card the new subscriptions bill.

ALTER TABLE cart_items DROP CONSTRAINT cart_items_kind_check;
ALTER TABLE cart_items ADD CONSTRAINT cart_items_kind_check
  CHECK (kind IN ('cart_item', 'custom_item', 'subscription_item'));
ALTER TABLE order_items DROP CONSTRAINT order_items_kind_check;
ALTER TABLE order_items ADD CONSTRAINT order_items_kind_check
  CHECK (kind IN ('cart_item', 'custom_item', 'subscription_item', 'promotion_item'));
ALTER TABLE subscriptions ADD COLUMN order_id uuid;
ALTER TABLE subscriptions ADD COLUMN order_item_id uuid;
CREATE UNIQUE INDEX subscriptions_by_order_item ON subscriptions (order_item_id)
  WHERE order_item_id IS NOT NULL;
ALTER TABLE order_transactions ADD COLUMN saved_card_id text;

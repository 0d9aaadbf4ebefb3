-- `PUT /v2/carts/{id}` (cart_checkout.yaml's `updateACart`): beside the name and description, a
-- cart keeps the contact email, discount settings and custom attributes its client sets.

ALTER TABLE carts ADD COLUMN contact_email text;
ALTER TABLE carts ADD COLUMN discount_settings jsonb;
ALTER TABLE carts ADD COLUMN custom_attributes jsonb;

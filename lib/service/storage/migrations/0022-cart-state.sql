-- A cart's state in one call (issue 28): the cart's row, its lines in the order they were added,
-- its promotions in the order they were applied and its shipping groups, as one JSON value; with
-- `with_methods`, also the store's shipping methods and which of the cart's products are digital
-- (`beside`: the cart's page asks for both on every view). A PL/pgSQL function keeps its statement's
-- plan for the session, where the same statement sent on every read was planned on every read (on
-- PGlite, a fifth of a cart read). Rows are whole-row JSON, so columns added later come along.
CREATE FUNCTION cart_state(wanted_cart text, with_methods boolean) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'cart', row_to_json(carts),
      'beside', CASE WHEN with_methods THEN json_build_object(
        'methods', (SELECT coalesce(json_agg(shipping_methods ORDER BY shipping_methods.position, shipping_methods.code), '[]'::json)
                      FROM shipping_methods),
        'digital', (SELECT coalesce(json_agg(pcm_products.id), '[]'::json) FROM pcm_products
                      WHERE pcm_products.commodity_type = 'digital'
                        AND pcm_products.id IN (SELECT cart_items.product_id FROM cart_items WHERE cart_items.cart_id = wanted_cart)))
      END,
      'lines', (SELECT coalesce(json_agg(cart_items ORDER BY cart_items.seq), '[]'::json)
                  FROM cart_items WHERE cart_items.cart_id = wanted_cart),
      'promotions', (SELECT coalesce(json_agg(json_build_object('item_id', cart_promotions.id, 'created_at', cart_promotions.created_at, 'promotion', promotions) ORDER BY cart_promotions.seq), '[]'::json)
                       FROM cart_promotions JOIN promotions ON promotions.id = cart_promotions.promotion_id
                       WHERE cart_promotions.cart_id = wanted_cart),
      'groups', (SELECT coalesce(json_agg(cart_shipping_groups ORDER BY cart_shipping_groups.created_at, cart_shipping_groups.id), '[]'::json)
                   FROM cart_shipping_groups WHERE cart_shipping_groups.cart_id = wanted_cart))
    FROM (SELECT 1) AS one LEFT JOIN carts ON carts.id = wanted_cart);
END
$$;

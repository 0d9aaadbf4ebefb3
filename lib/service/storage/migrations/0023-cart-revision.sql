-- A cart's revision (issue 28): a name for everything the answer of a cart's items is made of, which
-- changes whenever any of it does, read in one small statement. The answer carries it in its ETag,
-- and a conditional read (If-None-Match) is answered 304 from it without pricing the cart again.
--
-- - The cart's own row: `xmin`, the transaction that wrote its current version.
-- - Its lines, promotions and shipping groups: each row written or deleted bumps `carts.revision`.
-- - What its answer reads from the store (a promotion it carries, the shipping methods, whether its
--   products are digital): a write to those tables records its transaction in `store_revision` as
--   it commits, once however many rows it writes (a catalog import writes thousands). A row, not a
--   sequence: a sequence's step is seen before its transaction commits, so a read in between would
--   tag the old state with the new number.
ALTER TABLE carts ADD COLUMN revision bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_cart_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A promotion deleted takes its rows in carts with it (ON DELETE CASCADE) while it holds the
  -- promotion's row; bumping those carts then would lock them in the opposite order to a cart's own
  -- write (its row, then the promotion's as a key). The store's revision already says it changed.
  IF TG_TABLE_NAME = 'cart_promotions' AND TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM promotions WHERE id = OLD.promotion_id) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE carts SET revision = revision + 1 WHERE id = OLD.cart_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.cart_id IS DISTINCT FROM OLD.cart_id) THEN
    UPDATE carts SET revision = revision + 1 WHERE id = NEW.cart_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cart_items_revision AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION bump_cart_revision();
CREATE TRIGGER cart_promotions_revision AFTER INSERT OR UPDATE OR DELETE ON cart_promotions
  FOR EACH ROW EXECUTE FUNCTION bump_cart_revision();
CREATE TRIGGER cart_shipping_groups_revision AFTER INSERT OR UPDATE OR DELETE ON cart_shipping_groups
  FOR EACH ROW EXECUTE FUNCTION bump_cart_revision();

CREATE TABLE store_revision (written_in xid8 NOT NULL);
INSERT INTO store_revision VALUES (pg_current_xact_id());

-- Written as the transaction commits (the triggers below are deferred), not as it goes: the store's
-- one row is then the last lock a writing transaction takes, held only while it commits. Taken
-- mid-transaction, it would deadlock two catalog writes (a build holding it, then upserting a child
-- that an edit locked before waiting for it). Once per transaction: the first row's call marks it
-- in a setting local to the transaction, and the others (an import's thousands) only read that.
CREATE FUNCTION bump_store_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('harbor.store_revision_written_in', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    UPDATE store_revision SET written_in = pg_current_xact_id();
    PERFORM set_config('harbor.store_revision_written_in', pg_current_xact_id()::text, true);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER promotions_revision AFTER INSERT OR UPDATE OR DELETE ON promotions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_store_revision();
CREATE CONSTRAINT TRIGGER shipping_methods_revision AFTER INSERT OR UPDATE OR DELETE ON shipping_methods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_store_revision();
CREATE CONSTRAINT TRIGGER pcm_products_revision AFTER INSERT OR UPDATE OR DELETE ON pcm_products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_store_revision();
-- A constraint trigger cannot fire on TRUNCATE, which locks the whole table anyway.
CREATE TRIGGER promotions_truncated AFTER TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_store_revision();
CREATE TRIGGER shipping_methods_truncated AFTER TRUNCATE ON shipping_methods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_store_revision();
CREATE TRIGGER pcm_products_truncated AFTER TRUNCATE ON pcm_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_store_revision();

-- What a conditional read compares: who the cart belongs to, when it was last written (whether it
-- expired) and its revision; NULL when there is no such cart. PL/pgSQL, which keeps its statement's
-- plan for the session, where PGlite plans a statement sent on every read again each time.
CREATE FUNCTION cart_revision(wanted_cart text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object('account_id', carts.account_id, 'updated_at', carts.updated_at,
                             'revision', concat_ws(' ', carts.xmin, carts.revision, store_revision.written_in))
    FROM carts, store_revision WHERE carts.id = wanted_cart);
END
$$;

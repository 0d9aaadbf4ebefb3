-- Catalog search, sorting, facets and grouping (lib/service/catalog/search; issue 16). An extension
-- beyond the spec, derived from each release once, at publish, by `catalog_release_search_index`:
--
-- - `catalog_release_search`: one row per product and language of the release (`en-US` and every
--   translation any product has; an untranslated product falls back to its own text). `document`
--   is the full-text vector over the accent-folded text: the language's stemmed words and the plain
--   words (for prefixes), weighted name A, tags B, description C, sku D. `name_key` sorts by name.
-- - `catalog_release_search_words`: the release's words (with a letter, 3+ characters), the
--   vocabulary that a query word with no match is corrected against (typo tolerance): candidates
--   by first letters (the primary key) or by trigram similarity (pg_trgm), then by edit distance.
-- - `catalog_release_prices`: every product × every currency of the release: its price, and for a
--   parent the range over its live children ("from"); `sort_amount` orders by price.
-- - `catalog_release_search_facets`: facet counts of the whole release and of each single tag or
--   product type clicked (all products, and without children), so the facets of an unfiltered
--   listing, or of one facet value, never count 100,000 rows per request.
--
-- pg_trgm and unaccent are bundled with PostgreSQL's contrib and with PGlite (loaded in
-- storage/database.ts); creating them needs a superuser on PostgreSQL.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Lowercase without accents: "Crème" and "creme" are one word to search.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The text-search configuration (stemmer, stop words) of a language tag; 'simple' otherwise.
CREATE FUNCTION search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT (CASE lower(split_part(language, '-', 1))
    WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german'
    WHEN 'es' THEN 'spanish' WHEN 'it' THEN 'italian' WHEN 'nl' THEN 'dutch'
    WHEN 'pt' THEN 'portuguese' WHEN 'sv' THEN 'swedish' WHEN 'da' THEN 'danish'
    WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian' WHEN 'fi' THEN 'finnish'
    ELSE 'simple' END)::regconfig $$;

-- Stemmed and plain words of a text, so that both "tents" finds "tent" and "runn" finds "running".
CREATE FUNCTION search_vector(config regconfig, value text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(config, search_fold(coalesce(value, '')))
                         || to_tsvector('simple'::regconfig, search_fold(coalesce(value, ''))), weight) $$;

CREATE TABLE catalog_release_search (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  language text NOT NULL,
  product_id uuid NOT NULL,
  seq integer NOT NULL,
  is_child boolean NOT NULL,
  name_key text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL,
  document tsvector NOT NULL,
  -- The filterable columns again, so a search reads one table: a prefix query's row estimate is
  -- too rough for the planner to join a second one well.
  sku_key text NOT NULL,
  slug text NOT NULL,
  product_types text[] NOT NULL,
  tags text[] NOT NULL,
  node_ids uuid[] NOT NULL,
  hierarchy_ids uuid[] NOT NULL,
  -- currency → the price that orders and filters (a parent's lowest child), minor units.
  prices jsonb NOT NULL,
  PRIMARY KEY (release_id, language, product_id)
);
CREATE INDEX catalog_release_search_document ON catalog_release_search USING gin (document);
CREATE INDEX catalog_release_search_name ON catalog_release_search (release_id, language, name_key, seq);
CREATE INDEX catalog_release_search_name_desc ON catalog_release_search (release_id, language, name_key DESC, seq);
CREATE INDEX catalog_release_search_created ON catalog_release_search (release_id, language, created_at, seq);
CREATE INDEX catalog_release_search_newest ON catalog_release_search (release_id, language, created_at DESC, seq);
CREATE INDEX catalog_release_search_grouped_seq ON catalog_release_search (release_id, language, seq) WHERE NOT is_child;

CREATE TABLE catalog_release_search_words (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  language text NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (release_id, language, word)
);
CREATE INDEX catalog_release_search_words_trigrams ON catalog_release_search_words USING gin (word gin_trgm_ops);

CREATE TABLE catalog_release_prices (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  currency text NOT NULL,
  product_id uuid NOT NULL,
  seq integer NOT NULL,
  is_child boolean NOT NULL,
  amount bigint,
  from_amount bigint,
  to_amount bigint,
  sort_amount bigint,
  PRIMARY KEY (release_id, currency, product_id)
);
CREATE INDEX catalog_release_prices_sort ON catalog_release_prices (release_id, currency, sort_amount, seq);
CREATE INDEX catalog_release_prices_sort_desc ON catalog_release_prices (release_id, currency, sort_amount DESC NULLS LAST, seq);

CREATE TABLE catalog_release_search_facets (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  grouped boolean NOT NULL,
  -- '' (the whole release) or one facet value clicked: 'tags:red', 'product_types:bundle'.
  filter text NOT NULL,
  currency text NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (release_id, grouped, filter, currency, facet, value)
);

-- A price band of an amount in minor units (two decimals): 0-25, 25-50, 50-100, 100-250, 250+.
CREATE FUNCTION search_price_band(amount bigint) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN amount < 2500 THEN '0-25' WHEN amount < 5000 THEN '25-50'
    WHEN amount < 10000 THEN '50-100' WHEN amount < 25000 THEN '100-250' ELSE '250+' END $$;

CREATE FUNCTION catalog_release_search_index(release uuid) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    DELETE FROM catalog_release_search WHERE release_id = release;
    DELETE FROM catalog_release_search_words WHERE release_id = release;
    DELETE FROM catalog_release_prices WHERE release_id = release;
    DELETE FROM catalog_release_search_facets WHERE release_id = release;

    INSERT INTO catalog_release_prices (release_id, currency, product_id, seq, is_child, amount)
    SELECT p.release_id, c.currency, p.product_id, p.seq, 'child' = ANY (p.product_types),
           (d.document -> 'attributes' -> 'price' -> c.currency ->> 'amount')::bigint
    FROM catalog_release_products p
    JOIN catalog_release_documents d ON d.release_id = p.release_id AND d.product_id = p.product_id
    CROSS JOIN (
      SELECT DISTINCT jsonb_object_keys(document -> 'attributes' -> 'price') AS currency
      FROM catalog_release_documents
      WHERE release_id = release AND jsonb_typeof(document -> 'attributes' -> 'price') = 'object'
    ) c
    WHERE p.release_id = release;

    UPDATE catalog_release_prices parent
    SET from_amount = r.low, to_amount = r.high
    FROM (
      SELECT (d.document -> 'attributes' ->> 'base_product_id')::uuid AS parent_id, c.currency,
             min(c.amount) AS low, max(c.amount) AS high
      FROM catalog_release_prices c
      JOIN catalog_release_documents d ON d.release_id = c.release_id AND d.product_id = c.product_id
      WHERE c.release_id = release AND c.is_child AND c.amount IS NOT NULL
      GROUP BY 1, 2
    ) r
    WHERE parent.release_id = release AND parent.product_id = r.parent_id AND parent.currency = r.currency;

    UPDATE catalog_release_prices SET sort_amount = coalesce(from_amount, amount) WHERE release_id = release;

    INSERT INTO catalog_release_search (release_id, language, product_id, seq, is_child, name_key, created_at, document,
                                        sku_key, slug, product_types, tags, node_ids, hierarchy_ids, prices)
    SELECT p.release_id, l.language, p.product_id, p.seq, 'child' = ANY (p.product_types),
           search_fold(coalesce(d.translations -> l.language ->> 'name', p.name)),
           (d.document -> 'attributes' ->> 'created_at')::timestamptz,
           search_vector(search_config(l.language), coalesce(d.translations -> l.language ->> 'name', p.name), 'A')
           || search_vector(search_config(l.language), array_to_string(p.tags, ' '), 'B')
           || search_vector(search_config(l.language),
                coalesce(d.translations -> l.language ->> 'description', d.document -> 'attributes' ->> 'description'), 'C')
           || search_vector('simple'::regconfig, p.sku, 'D'),
           search_fold(p.sku), p.slug, p.product_types, p.tags, p.node_ids, p.hierarchy_ids,
           coalesce(pr.prices, '{}')
    FROM catalog_release_products p
    JOIN catalog_release_documents d ON d.release_id = p.release_id AND d.product_id = p.product_id
    LEFT JOIN (
      SELECT product_id, jsonb_object_agg(currency, sort_amount) AS prices
      FROM catalog_release_prices
      WHERE release_id = release AND sort_amount IS NOT NULL
      GROUP BY product_id
    ) pr ON pr.product_id = p.product_id
    CROSS JOIN (
      SELECT 'en-US' AS language
      UNION
      SELECT DISTINCT jsonb_object_keys(translations) FROM catalog_release_documents WHERE release_id = release
    ) l
    WHERE p.release_id = release;

    INSERT INTO catalog_release_search_words (release_id, language, word)
    SELECT DISTINCT release, s.language, w.word
    FROM catalog_release_search s, unnest(tsvector_to_array(strip(s.document))) AS w(word)
    WHERE s.release_id = release AND length(w.word) >= 3 AND w.word ~ '[[:alpha:]]';


    INSERT INTO catalog_release_search_facets (release_id, grouped, filter, currency, facet, value, count)
    SELECT release, g.grouped, f.filter, v.currency, v.facet, v.value, count(*)
    FROM (VALUES (false), (true)) g (grouped)
    JOIN catalog_release_search s
      ON s.release_id = release AND s.language = 'en-US' AND (NOT g.grouped OR NOT s.is_child)
    CROSS JOIN LATERAL (
      SELECT '' AS filter
      UNION ALL SELECT 'tags:' || tag FROM unnest(s.tags) tag
      UNION ALL SELECT 'product_types:' || type FROM unnest(s.product_types) type
    ) f
    CROSS JOIN LATERAL (
      SELECT '' AS currency, 'product_types' AS facet, type AS value FROM unnest(s.product_types) type
      UNION ALL SELECT '', 'tags', tag FROM unnest(s.tags) tag
      UNION ALL SELECT price.key, 'price', search_price_band(price.value::bigint) FROM jsonb_each_text(s.prices) price
    ) v
    GROUP BY 1, 2, 3, 4, 5, 6;
  $$;

SELECT catalog_release_search_index(id) FROM catalog_releases;

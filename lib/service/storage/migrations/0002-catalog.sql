-- The catalog area (lib/service/catalog). Two halves that never share a row:
--
-- - `pcm_*`: the merchandiser's draft data, which edits change in place (products, prices,
--   hierarchies, catalogs and their rules).
-- - `catalog_release_*`: published releases, immutable snapshots of one catalog's live products
--   rendered at publish time, with the columns the listing filters of spec 4.8 hit, indexed.
--   Only the current release and the two before it are kept (spec 4.7 rule 2); deleting a release
--   cascades to its rows.

CREATE TABLE pcm_files (
  id uuid PRIMARY KEY,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  mime_type text NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  width integer,
  height integer,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pcm_products (
  id uuid PRIMARY KEY,
  product_type text NOT NULL CHECK (product_type IN ('standard', 'parent', 'child', 'bundle')),
  parent_id uuid REFERENCES pcm_products (id) ON DELETE CASCADE,
  sku text NOT NULL UNIQUE CHECK (length(sku) BETWEEN 1 AND 1024),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z0-9_.-]+$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 1024),
  description text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('live', 'draft')),
  commodity_type text NOT NULL DEFAULT 'physical' CHECK (commodity_type IN ('physical', 'digital')),
  upc_ean text,
  mpn text,
  external_ref text CHECK (length(external_ref) <= 2048),
  -- Spec 2.10: tags are stored lowercase and carry no commas.
  tags text[] NOT NULL DEFAULT '{}' CHECK (tags::text = lower(tags::text)),
  price_modifiers text[] NOT NULL DEFAULT '{}',
  components jsonb,
  custom_inputs jsonb NOT NULL DEFAULT '{}',
  extensions jsonb NOT NULL DEFAULT '{}',
  translations jsonb NOT NULL DEFAULT '{}',
  manage_stock boolean NOT NULL DEFAULT false,
  curated boolean NOT NULL DEFAULT false,
  main_image_id uuid REFERENCES pcm_files (id) ON DELETE SET NULL,
  -- A child's options, set by the build that made it.
  child_option_ids uuid[],
  -- A parent's variations and matrix as of its last build: spec 2.7 rule 4, sort orders take
  -- effect only when products are rebuilt.
  built_variations jsonb,
  built_matrix jsonb,
  built_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((product_type = 'child') = (parent_id IS NOT NULL)),
  CHECK ((product_type = 'bundle') = (components IS NOT NULL))
);
CREATE INDEX pcm_products_parent ON pcm_products (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE pcm_product_files (
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES pcm_files (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, file_id)
);

CREATE TABLE pcm_variations (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 1024),
  sort_order integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pcm_variation_options (
  id uuid PRIMARY KEY,
  variation_id uuid NOT NULL REFERENCES pcm_variations (id) ON DELETE CASCADE,
  -- Spec 2.7: the name becomes part of child slugs.
  name text NOT NULL CHECK (name ~ '^[A-Za-z0-9_.-]+$'),
  description text NOT NULL DEFAULT '',
  sort_order integer,
  price_modifiers text[] NOT NULL DEFAULT '{}',
  owner text NOT NULL DEFAULT 'store' CHECK (owner IN ('store', 'organization')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pcm_variation_options_variation ON pcm_variation_options (variation_id);

CREATE TABLE pcm_product_variations (
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  variation_id uuid NOT NULL REFERENCES pcm_variations (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, variation_id)
);

CREATE TABLE pcm_pricebooks (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- currencies: spec 2.1 Price; tiers: {name: {minimum_quantity, price}}.
CREATE TABLE pcm_product_prices (
  pricebook_id uuid NOT NULL REFERENCES pcm_pricebooks (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  currencies jsonb NOT NULL DEFAULT '{}',
  tiers jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (pricebook_id, product_id)
);

CREATE TABLE pcm_price_modifiers (
  pricebook_id uuid NOT NULL REFERENCES pcm_pricebooks (id) ON DELETE CASCADE,
  name text NOT NULL,
  modifier_type text NOT NULL CHECK (modifier_type IN ('price_increment', 'price_decrement', 'price_equals')),
  currencies jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (pricebook_id, name)
);

-- A sale replaces the price while it runs; the regular price shows as original_price.
CREATE TABLE pcm_sales (
  id uuid PRIMARY KEY,
  pricebook_id uuid NOT NULL REFERENCES pcm_pricebooks (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  currencies jsonb NOT NULL DEFAULT '{}',
  tiers jsonb NOT NULL DEFAULT '{}',
  starts_at timestamptz,
  expires_at timestamptz,
  UNIQUE (pricebook_id, product_id)
);

CREATE TABLE pcm_hierarchies (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z0-9_.-]+$'),
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- parent_id null: a top-level node of its hierarchy.
CREATE TABLE pcm_nodes (
  id uuid PRIMARY KEY,
  hierarchy_id uuid NOT NULL REFERENCES pcm_hierarchies (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES pcm_nodes (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  slug text NOT NULL CHECK (slug ~ '^[A-Za-z0-9_.-]+$'),
  sort_order integer,
  translations jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX pcm_nodes_hierarchy ON pcm_nodes (hierarchy_id);

CREATE TABLE pcm_node_products (
  node_id uuid NOT NULL REFERENCES pcm_nodes (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  PRIMARY KEY (node_id, product_id)
);
CREATE INDEX pcm_node_products_product ON pcm_node_products (product_id);

CREATE TABLE pcm_catalogs (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  pricebook_id uuid REFERENCES pcm_pricebooks (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pcm_catalog_hierarchies (
  catalog_id uuid NOT NULL REFERENCES pcm_catalogs (id) ON DELETE CASCADE,
  hierarchy_id uuid NOT NULL REFERENCES pcm_hierarchies (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (catalog_id, hierarchy_id)
);

-- Spec 4.6: empty channels match every channel; empty tags match every context tag.
CREATE TABLE pcm_catalog_rules (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  catalog_id uuid NOT NULL REFERENCES pcm_catalogs (id) ON DELETE CASCADE,
  channels text[] NOT NULL DEFAULT '{}' CHECK (channels::text = lower(channels::text)),
  tags text[] NOT NULL DEFAULT '{}' CHECK (tags::text = lower(tags::text)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalog_releases (
  id uuid PRIMARY KEY,
  catalog_id uuid NOT NULL REFERENCES pcm_catalogs (id) ON DELETE CASCADE,
  number integer NOT NULL,
  name text NOT NULL,
  pricebook_id uuid,
  published_at timestamptz NOT NULL,
  product_count integer NOT NULL DEFAULT 0,
  UNIQUE (catalog_id, number)
);

CREATE TABLE catalog_release_hierarchies (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  hierarchy_id uuid NOT NULL,
  seq integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  slug text NOT NULL,
  translations jsonb NOT NULL,
  child_count integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (release_id, hierarchy_id)
);

-- path: the node's ancestors from the top-level node down to the node itself.
CREATE TABLE catalog_release_nodes (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  node_id uuid NOT NULL,
  hierarchy_id uuid NOT NULL,
  parent_id uuid,
  seq integer NOT NULL,
  path uuid[] NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  slug text NOT NULL,
  translations jsonb NOT NULL,
  child_count integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (release_id, node_id)
);
CREATE INDEX catalog_release_nodes_hierarchy ON catalog_release_nodes (release_id, hierarchy_id, seq);
CREATE INDEX catalog_release_nodes_parent ON catalog_release_nodes (release_id, parent_id, seq);
CREATE INDEX catalog_release_nodes_updated ON catalog_release_nodes (release_id, updated_at, node_id);

-- One live product of a release: the rendered document plus the columns that filters hit.
-- seq is the stable listing order, fixed at publish.
CREATE TABLE catalog_release_products (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  seq integer NOT NULL,
  name text NOT NULL,
  sku text NOT NULL,
  slug text NOT NULL,
  mpn text,
  upc_ean text,
  product_types text[] NOT NULL,
  tags text[] NOT NULL,
  hierarchy_ids uuid[] NOT NULL,
  node_ids uuid[] NOT NULL,
  breadcrumbs jsonb NOT NULL,
  translations jsonb NOT NULL,
  document jsonb NOT NULL,
  PRIMARY KEY (release_id, product_id)
);
CREATE UNIQUE INDEX catalog_release_products_seq ON catalog_release_products (release_id, seq);
CREATE INDEX catalog_release_products_name ON catalog_release_products (release_id, name);
CREATE INDEX catalog_release_products_sku ON catalog_release_products (release_id, sku);
CREATE INDEX catalog_release_products_slug ON catalog_release_products (release_id, slug);
CREATE INDEX catalog_release_products_mpn ON catalog_release_products (release_id, mpn);
CREATE INDEX catalog_release_products_upc_ean ON catalog_release_products (release_id, upc_ean);
CREATE INDEX catalog_release_products_types ON catalog_release_products USING gin (product_types);
CREATE INDEX catalog_release_products_tags ON catalog_release_products USING gin (tags);
CREATE INDEX catalog_release_products_hierarchies ON catalog_release_products USING gin (hierarchy_ids);
CREATE INDEX catalog_release_products_nodes ON catalog_release_products USING gin (node_ids);

-- Counts computed at publish, so a listing need not count a whole release per request.
-- scope: 'release' or a hierarchy/node id; facet '' with value '' is the scope's total.
CREATE TABLE catalog_release_counts (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  scope text NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (release_id, scope, facet, value)
);

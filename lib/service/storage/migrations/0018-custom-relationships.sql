-- Custom product relationships (issue 27 point 4, the vendor's PIM "custom relationships"): the
-- definitions (`CRP_…` slugs), which of them a product has attached, and the products a product
-- relates to under each. Draft data, read by the publish, which keeps each product's related
-- products in its release document; shoppers read them from the release only.

CREATE TABLE pcm_custom_relationships (
  slug text PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  sort_order integer,
  external_name text,
  external_description text,
  bi_directional boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE pcm_product_custom_relationships (
  product_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  slug text NOT NULL REFERENCES pcm_custom_relationships (slug),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, slug)
);
CREATE TABLE pcm_product_associations (
  product_id uuid NOT NULL,
  slug text NOT NULL,
  related_id uuid NOT NULL REFERENCES pcm_products (id) ON DELETE CASCADE,
  sort_order integer,
  position bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (product_id, slug, related_id),
  FOREIGN KEY (product_id, slug) REFERENCES pcm_product_custom_relationships (product_id, slug) ON DELETE CASCADE
);
CREATE INDEX pcm_product_associations_related ON pcm_product_associations (related_id, slug);

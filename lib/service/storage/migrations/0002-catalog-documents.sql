-- The rendered documents move to a table of their own: the listing table keeps only the narrow,
-- indexed columns that filters, ordering and counts read, so counting 100,000 products of a release
-- scans a few megabytes instead of every document.

CREATE TABLE catalog_release_documents (
  release_id uuid NOT NULL REFERENCES catalog_releases (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  breadcrumbs jsonb NOT NULL,
  translations jsonb NOT NULL,
  document jsonb NOT NULL,
  PRIMARY KEY (release_id, product_id)
);
INSERT INTO catalog_release_documents (release_id, product_id, breadcrumbs, translations, document)
SELECT release_id, product_id, breadcrumbs, translations, document FROM catalog_release_products;
ALTER TABLE catalog_release_products DROP COLUMN breadcrumbs, DROP COLUMN translations, DROP COLUMN document;

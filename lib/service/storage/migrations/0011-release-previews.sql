-- A merchandiser's preview of a catalog's current, unpublished data (issue 18): rendered like a
-- release, so every catalog read works on it, but never `latest`, never listed, never counted, and
-- replaced by the next preview of the catalog. Shoppers' reads pick the latest real release only.

ALTER TABLE catalog_releases ADD COLUMN preview boolean NOT NULL DEFAULT false;

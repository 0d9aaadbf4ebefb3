-- The merchandiser's edit loop (issue 27 point 7). Uploaded pictures are bytes: `content` keeps them
-- in base64 when `content_encoding` says so (the drawn demo pictures stay UTF-8 text). A product's
-- price in a price book gets the id the vendor's price book API names it by.

ALTER TABLE pcm_files ADD COLUMN content_encoding text NOT NULL DEFAULT 'utf8';
ALTER TABLE pcm_product_prices ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX pcm_product_prices_id ON pcm_product_prices (id);

-- Stock as the vendor's inventories answer it (beyond the spec): places stock is kept, and per
-- product and place the units held and those allocated to orders; available is the difference.

CREATE TABLE inventory_locations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL CONSTRAINT inventory_locations_slug_unique UNIQUE,
  description text,
  address text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE inventory_stock (
  product_id uuid NOT NULL,
  location_id uuid NOT NULL REFERENCES inventory_locations (id) ON DELETE CASCADE,
  total integer NOT NULL CHECK (total >= 0),
  allocated integer NOT NULL DEFAULT 0 CHECK (allocated >= 0 AND allocated <= total),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, location_id)
);

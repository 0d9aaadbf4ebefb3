-- Custom APIs (DESIGN.md §3): definitions, their fields, and entries. Entry values live in one
-- jsonb object keyed by field slug; the GIN index serves `filter=eq(field,value)` as containment.

CREATE TABLE custom_apis (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL CONSTRAINT custom_apis_slug_unique UNIQUE,
  api_type text NOT NULL CONSTRAINT custom_apis_api_type_unique UNIQUE,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE custom_api_fields (
  id uuid PRIMARY KEY,
  custom_api_id uuid NOT NULL REFERENCES custom_apis (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  field_type text NOT NULL CHECK (field_type IN ('string', 'integer', 'boolean')),
  description text,
  validation jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT custom_api_fields_slug_unique UNIQUE (custom_api_id, slug)
);

CREATE TABLE custom_api_entries (
  id uuid PRIMARY KEY,
  custom_api_id uuid NOT NULL REFERENCES custom_apis (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  data_size integer NOT NULL CHECK (data_size >= 0),
  resource_version integer NOT NULL CHECK (resource_version >= 0),
  etag_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_api_entries_listing ON custom_api_entries (custom_api_id, created_at, id);
CREATE INDEX custom_api_entries_data ON custom_api_entries USING gin (data jsonb_path_ops);

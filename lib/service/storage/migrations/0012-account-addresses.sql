-- The addresses an account keeps for checkout (the vendor's account addresses, which its SDKs and
-- reference storefront read and write). They belong to the account and go with it.

CREATE TABLE account_addresses (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company_name text,
  phone_number text,
  instructions text,
  line_1 text NOT NULL,
  line_2 text,
  city text,
  county text,
  region text,
  postcode text NOT NULL,
  country text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_addresses_account ON account_addresses (account_id, created_at, id);

-- Accounts and their members (DESIGN.md §2), and subscriptions (spec 2.2–2.6, DESIGN.md §3).
--
-- - A member signs in with an email and a password (scrypt hash with its own salt); memberships
--   tie members to accounts, and sign-in answers one token per account of the member.
-- - A subscription's plan must belong to its offering: the composite foreign key
--   `(offering_id, plan_id)` makes that a storage rule, not only a route check (DESIGN.md §3).
-- - Prices are spec 2.1 Price objects (jsonb keyed by currency, integer minor units).
-- - `subscription_states.position` orders the history when two states share a timestamp.

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 1024),
  legal_name text,
  external_ref text CHECK (char_length(external_ref) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_members (
  id uuid PRIMARY KEY,
  email text NOT NULL CONSTRAINT account_members_email_unique UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_memberships (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  account_member_id uuid NOT NULL REFERENCES account_members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, account_member_id)
);
CREATE INDEX account_memberships_member ON account_memberships (account_member_id);

CREATE TABLE subscription_offerings (
  id uuid PRIMARY KEY,
  external_ref text CHECK (char_length(external_ref) <= 2048),
  name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 1024),
  description text CHECK (char_length(description) <= 1024),
  owner text NOT NULL DEFAULT 'store' CHECK (owner IN ('store', 'organization')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscription_offering_products (
  id uuid PRIMARY KEY,
  offering_id uuid NOT NULL REFERENCES subscription_offerings (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  external_ref text CHECK (char_length(external_ref) <= 2048),
  name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 1024),
  description text CHECK (char_length(description) <= 1024),
  sku text CHECK (char_length(sku) <= 1024),
  main_image text CHECK (char_length(main_image) <= 1024),
  price jsonb,
  price_unit text CHECK (price_unit IN ('day', 'month')),
  price_unit_amount integer CHECK (price_unit_amount >= 1),
  owner text NOT NULL DEFAULT 'store' CHECK (owner IN ('store', 'organization')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((price_unit IS NULL) = (price_unit_amount IS NULL))
);
CREATE INDEX subscription_offering_products_offering ON subscription_offering_products (offering_id, position);

CREATE TABLE subscription_plans (
  id uuid PRIMARY KEY,
  offering_id uuid NOT NULL REFERENCES subscription_offerings (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  external_ref text CHECK (char_length(external_ref) <= 2048),
  name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 1024),
  description text CHECK (char_length(description) <= 1024),
  billing_interval_type text NOT NULL CHECK (billing_interval_type IN ('day', 'week', 'month', 'year')),
  billing_frequency integer NOT NULL CHECK (billing_frequency >= 1),
  trial_period integer CHECK (trial_period >= 0),
  plan_length integer NOT NULL CHECK (plan_length >= 1),
  end_behavior text NOT NULL CHECK (end_behavior IN ('close', 'roll')),
  can_pause boolean NOT NULL,
  can_resume boolean NOT NULL,
  can_cancel boolean NOT NULL,
  base_price_percentage double precision CHECK (base_price_percentage BETWEEN 0 AND 100),
  fixed_price jsonb,
  owner text NOT NULL DEFAULT 'store' CHECK (owner IN ('store', 'organization')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscription_plans_offering_unique UNIQUE (offering_id, id)
);
CREATE INDEX subscription_plans_offering ON subscription_plans (offering_id, position);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  offering_id uuid NOT NULL REFERENCES subscription_offerings (id),
  plan_id uuid NOT NULL,
  external_ref text CHECK (char_length(external_ref) <= 2048),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  payment_authority jsonb NOT NULL,
  owner text NOT NULL DEFAULT 'store' CHECK (owner IN ('store', 'organization')),
  paused boolean NOT NULL DEFAULT false,
  paused_at timestamptz,
  resumed_at timestamptz,
  canceled_at timestamptz,
  paused_ms bigint NOT NULL DEFAULT 0 CHECK (paused_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_plan_of_offering FOREIGN KEY (offering_id, plan_id) REFERENCES subscription_plans (offering_id, id),
  CHECK (NOT paused OR paused_at IS NOT NULL)
);
CREATE INDEX subscriptions_account ON subscriptions (account_id, created_at, id);
CREATE INDEX subscriptions_listing ON subscriptions (created_at, id);

CREATE TABLE subscription_states (
  id uuid PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  position bigint GENERATED ALWAYS AS IDENTITY,
  action text NOT NULL CHECK (action IN ('cancel', 'pause', 'resume')),
  canceled boolean NOT NULL,
  paused boolean NOT NULL,
  closed boolean NOT NULL,
  suspended boolean NOT NULL,
  invoice_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_states_history ON subscription_states (subscription_id, position);

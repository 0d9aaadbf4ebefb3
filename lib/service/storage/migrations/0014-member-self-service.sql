-- Members who join and look after themselves (issue 26):
-- - `credentials_generation` counts a member's password changes; account tokens carry the value
--   they were issued under, so a new password ends every token issued before it;
-- - one-time password tokens (a password reset link, a passwordless sign-in): stored only as their
--   SHA-256, valid for minutes, deleted when used; one per member and purpose at a time.

ALTER TABLE account_members ADD COLUMN credentials_generation integer NOT NULL DEFAULT 0;
CREATE TABLE one_time_password_tokens (
  token_hash text PRIMARY KEY CHECK (length(token_hash) = 64),
  account_member_id uuid NOT NULL REFERENCES account_members(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset_password', 'passwordless_authentication')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX one_time_password_tokens_member_purpose
  ON one_time_password_tokens (account_member_id, purpose);
CREATE INDEX one_time_password_tokens_expires_at ON one_time_password_tokens (expires_at);

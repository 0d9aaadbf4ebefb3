-- An account's registration id (issue 23: the vendor's account has `registration_id`, a string or
-- null, beside `legal_name`; `PUT /v2/accounts/{id}` takes it, and every account answer carries it
-- when set).

ALTER TABLE accounts ADD COLUMN registration_id text;

-- The visitor's consent, stored as given (issue #45) instead of assumed when read back. Every row
-- stored before this migration passed validation, which refuses a post without consent: true.
ALTER TABLE submissions ADD COLUMN consent boolean;
UPDATE submissions SET consent = true;
ALTER TABLE submissions ALTER COLUMN consent SET NOT NULL;

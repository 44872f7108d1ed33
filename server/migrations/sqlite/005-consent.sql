-- The visitor's consent, stored as given (issue #45) instead of assumed when read back: 1 or 0,
-- SQLite having no boolean. SQLite adds a NOT NULL column only with a default, which fills the
-- rows stored before this migration: each passed validation, which refuses a post without
-- consent, so 1 is what they were given. The store writes the value on every insert.
ALTER TABLE submissions ADD COLUMN consent INTEGER NOT NULL DEFAULT 1 CHECK (consent IN (0, 1));

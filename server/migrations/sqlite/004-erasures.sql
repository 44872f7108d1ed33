-- The audit trail of erasures by e-mail address (`npm run submissions -- erase`): when, how many
-- rows of each table, and the hex SHA-256 of the trimmed, lower-cased address, never the address
-- itself, so a later request can be shown to have been honoured without keeping what was erased.
-- Not purged with the submissions: it is the record that they were deleted.
CREATE TABLE erasures (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  erased_at    INTEGER NOT NULL,
  address_hash TEXT NOT NULL,
  submissions  INTEGER NOT NULL,
  outbox       INTEGER NOT NULL,
  drafts       INTEGER NOT NULL,
  rate_limits  INTEGER NOT NULL
);
CREATE INDEX erasures_address_hash ON erasures (address_hash);

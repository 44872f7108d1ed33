-- The audit trail of erasures by e-mail address (`npm run submissions -- erase`): when, how many
-- rows of each table, and the hex SHA-256 of the trimmed, lower-cased address, never the address
-- itself, so a later request can be shown to have been honoured without keeping what was erased.
-- Not purged with the submissions: it is the record that they were deleted.
CREATE TABLE erasures (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  erased_at    timestamptz NOT NULL,
  address_hash text NOT NULL,
  submissions  integer NOT NULL,
  outbox       integer NOT NULL,
  drafts       integer NOT NULL,
  rate_limits  integer NOT NULL
);
CREATE INDEX erasures_address_hash ON erasures (address_hash);

-- ANALYZE keeps sample values of every column (pg_statistic's most common values and histogram
-- bounds), where an erased address would outlive its row. The columns that hold what a visitor
-- typed get no statistics: no query plans by their values, so nothing is lost. (Samples taken
-- before this migration stay until a superuser deletes those pg_statistic rows.)
ALTER TABLE submissions
  ALTER COLUMN name SET STATISTICS 0,
  ALTER COLUMN email SET STATISTICS 0,
  ALTER COLUMN company SET STATISTICS 0,
  ALTER COLUMN phone SET STATISTICS 0,
  ALTER COLUMN message SET STATISTICS 0;
ALTER TABLE drafts ALTER COLUMN draft SET STATISTICS 0;
ALTER TABLE outbox ALTER COLUMN last_error SET STATISTICS 0;
ALTER TABLE rate_limits ALTER COLUMN key SET STATISTICS 0;

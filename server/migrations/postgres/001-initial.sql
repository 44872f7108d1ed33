-- Submissions, the e-mail outbox, the no-JavaScript form's short-lived drafts, settings and the
-- shared rate limit, for several service instances on one database. Applied once, under an
-- advisory lock, by whichever instance starts first (server/store/postgres/migrate.ts).

CREATE TABLE submissions (
  id              text PRIMARY KEY,
  received_at     timestamptz NOT NULL,
  language        text NOT NULL CHECK (language IN ('en', 'he')),
  name            text NOT NULL,
  email           text NOT NULL,
  company         text NOT NULL,
  phone           text NOT NULL,
  topic           text NOT NULL,
  message         text NOT NULL,
  -- NULL for a visitor's message; otherwise why it was judged spam (honeypot, tooFast, …).
  spam_reason     text,
  -- The form's key for the draft: a second post with it stores nothing. NULLs may repeat.
  idempotency_key text UNIQUE
);
CREATE INDEX submissions_received_at ON submissions (received_at);

-- One row per e-mail to send. A row is due when next_attempt_at has passed; a worker leases it
-- (locked_until, locked_by) with FOR UPDATE SKIP LOCKED, so instances never send one row at once,
-- and the lease of an instance that died runs out.
CREATE TABLE outbox (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id   text NOT NULL UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until    timestamptz,
  locked_by       text,
  last_error      text,
  sent_at         timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

-- What a visitor without JavaScript typed into a form that failed validation, kept for an hour.
CREATE TABLE drafts (
  id              text PRIMARY KEY,
  expires_at      timestamptz NOT NULL,
  language        text NOT NULL,
  draft           jsonb NOT NULL,
  errors          jsonb NOT NULL,
  idempotency_key text
);

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- The per-client rate limit, counted across every instance in fixed windows.
CREATE TABLE rate_limits (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);

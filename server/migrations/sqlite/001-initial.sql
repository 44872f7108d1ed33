-- Submissions, the e-mail outbox, the no-JavaScript form's short-lived drafts, and settings.
-- Times are milliseconds since the epoch (UTC).

CREATE TABLE submissions (
  id          TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL,
  language    TEXT NOT NULL CHECK (language IN ('en', 'he')),
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  company     TEXT NOT NULL,
  phone       TEXT NOT NULL,
  topic       TEXT NOT NULL,
  message     TEXT NOT NULL,
  -- NULL for a visitor's message; otherwise why it was judged spam (honeypot, tooFast, …).
  spam_reason TEXT
);
CREATE INDEX submissions_received_at ON submissions (received_at);

-- One row per e-mail to send. A row is due when next_attempt_at has passed; a worker leases it
-- (locked_until) while sending, so a crash or a second instance never sends it twice at once.
CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id   TEXT NOT NULL UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until    INTEGER,
  last_error      TEXT,
  sent_at         INTEGER
);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

-- What a visitor without JavaScript typed into a form that failed validation, kept for an hour
-- so the form can be shown again, filled in, with the errors.
CREATE TABLE drafts (
  id         TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  language   TEXT NOT NULL,
  draft      TEXT NOT NULL,
  errors     TEXT NOT NULL
);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

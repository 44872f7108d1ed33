-- Several posts of one draft (a retry, a proxy trying another instance) are stored once: the key
-- the form sends is unique. NULL (a client that sends none) may repeat.
ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX submissions_idempotency_key ON submissions (idempotency_key);

-- Which worker holds an e-mail's lease, so it can give its leases back when it shuts down.
ALTER TABLE outbox ADD COLUMN locked_by TEXT;

-- The key the refused no-JavaScript post carried, so the form shown again keeps it.
ALTER TABLE drafts ADD COLUMN idempotency_key TEXT;

-- The per-client rate limit: posts counted in fixed windows.
CREATE TABLE rate_limits (
  key      TEXT PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);

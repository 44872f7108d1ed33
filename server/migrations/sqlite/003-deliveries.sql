-- One outbox, several kinds of delivery (issue #37): the e-mail to the team (`notify`), the reply
-- to the visitor (`reply`) and the post to the webhook (`webhook`), each at most once per
-- submission. SQLite cannot change a UNIQUE constraint in place: the table is rebuilt (create,
-- copy, drop, rename, index), inside this migration's transaction. No table references outbox,
-- so dropping it breaks no foreign key; its rows still cascade on the submission's deletion.
CREATE TABLE outbox_deliveries (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id   TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  kind            TEXT NOT NULL DEFAULT 'notify' CHECK (kind IN ('notify', 'reply', 'webhook')),
  -- When it was queued: the reply limit counts the replies queued for one address in a window.
  queued_at       INTEGER NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until    INTEGER,
  locked_by       TEXT,
  last_error      TEXT,
  sent_at         INTEGER,
  -- A delivery given up after its last attempt (only webhooks give up): never claimed again.
  failed_at       INTEGER,
  UNIQUE (submission_id, kind)
);
INSERT INTO outbox_deliveries
  (id, submission_id, kind, queued_at, attempts, next_attempt_at, locked_until, locked_by, last_error, sent_at)
SELECT o.id, o.submission_id, 'notify', s.received_at, o.attempts, o.next_attempt_at, o.locked_until,
       o.locked_by, o.last_error, o.sent_at
FROM outbox o JOIN submissions s ON s.id = o.submission_id;
DROP TABLE outbox;
ALTER TABLE outbox_deliveries RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_replies ON outbox (queued_at) WHERE kind = 'reply';

-- A false positive sent on with `submissions release`: when (its spam reason is cleared).
ALTER TABLE submissions ADD COLUMN released_at INTEGER;

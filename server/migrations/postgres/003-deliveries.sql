-- One outbox, several kinds of delivery (issue #37): the e-mail to the team (`notify`), the reply
-- to the visitor (`reply`) and the post to the webhook (`webhook`), each at most once per
-- submission. Rows still cascade on the submission's deletion.
ALTER TABLE outbox
  ADD COLUMN kind text NOT NULL DEFAULT 'notify' CHECK (kind IN ('notify', 'reply', 'webhook'));
-- When it was queued: the reply limit counts the replies queued for one address in a window.
ALTER TABLE outbox ADD COLUMN queued_at timestamptz;
UPDATE outbox o SET queued_at = s.received_at FROM submissions s WHERE s.id = o.submission_id;
ALTER TABLE outbox ALTER COLUMN queued_at SET NOT NULL;
-- A delivery given up after its last attempt (only webhooks give up): never claimed again.
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;

ALTER TABLE outbox DROP CONSTRAINT outbox_submission_id_key;
ALTER TABLE outbox ADD CONSTRAINT outbox_submission_id_kind_key UNIQUE (submission_id, kind);
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_replies ON outbox (queued_at) WHERE kind = 'reply';

-- A false positive sent on with `submissions release`: when (its spam reason is cleared).
ALTER TABLE submissions ADD COLUMN released_at timestamptz;

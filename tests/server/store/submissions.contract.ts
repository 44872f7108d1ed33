/**
 * The submissions concern's contract: stored once per idempotency key, with its deliveries in
 * the same transaction or not at all, spam apart, the reply limit, purging and releasing.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, EVERY_KIND, from, HOUR_MS, newSubmission, T0 } from './fixtures';
import type { OpenStore } from './harness';

const queued = (kind: string) => ({
  kind,
  sentAt: null,
  attempts: 0,
  failedAt: null,
  lastError: null,
});

export function submissionsContract(open: OpenStore) {
  describe('submissions', () => {
    it('stores a submission with what it queued, as given, and lists it', async () => {
      const { store } = await open();
      const submission = newSubmission({ language: 'he', idempotencyKey: 'key-of-the-first-post' });

      const answer = await store.submissions.add(submission);

      expect(answer).toEqual({
        id: submission.id,
        language: 'he',
        spamReason: null,
        created: true,
      });
      expect(await store.submissions.list()).toEqual([
        {
          ...submission.value,
          id: submission.id,
          receivedAt: T0,
          language: 'he',
          consent: true,
          spamReason: null,
          idempotencyKey: 'key-of-the-first-post',
          releasedAt: null,
          deliveries: EVERY_KIND.map(queued),
        },
      ]);
    });

    it('stores consent as given, not as the schema would have it', async () => {
      const { store } = await open();
      // The schema refuses a post without consent; the store does not judge, it keeps the value.
      const refused = newSubmission();
      const given = { ...refused.value, consent: false as unknown as true };
      await store.submissions.add({ ...refused, value: given });

      const [stored] = await store.submissions.list();
      expect(stored?.consent).toBe(false);
      const [row] = (await store.visitorRights.find(given.email)).submissions;
      expect(row?.consent).toBeFalsy();
    });

    it('stores a post again under the same idempotency key once, and answers with the first', async () => {
      const { store } = await open();
      const first = newSubmission({ language: 'he', idempotencyKey: 'one-draft-posted-twice' });
      await store.submissions.add(first);

      const again = await store.submissions.add(
        newSubmission({ language: 'en', idempotencyKey: 'one-draft-posted-twice' }),
      );

      expect(again).toEqual({ id: first.id, language: 'he', spamReason: null, created: false });
      const listed = await store.submissions.list();
      expect(listed.map((row) => row.id)).toEqual([first.id]);
      expect(listed[0]?.deliveries).toHaveLength(3);
      expect((await store.deliveries.state(T0)).pending).toBe(3);
    });

    it('stores one of two posts racing with the same key, and answers both with it', async () => {
      const { store } = await open();
      const post = () =>
        store.submissions.add(newSubmission({ idempotencyKey: 'racing-posts-one-key' }));

      const [first, second] = await Promise.all([post(), post()]);

      expect([first.created, second.created].sort()).toEqual([false, true]);
      expect(first.id).toBe(second.id);
      expect(await store.submissions.list()).toHaveLength(1);
    });

    it('stores every post that carries no key', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission());
      await store.submissions.add(newSubmission());
      expect(await store.submissions.list()).toHaveLength(2);
    });

    it('stores a submission and its deliveries together or not at all', async () => {
      const { store, refuseInserts } = await open();
      await refuseInserts('outbox');

      await expect(store.submissions.add(newSubmission())).rejects.toThrow();

      expect(await store.submissions.list()).toEqual([]);
      // Spam queues nothing, so the broken outbox does not stop it.
      const spam = newSubmission({ spamReason: 'honeypot' });
      expect((await store.submissions.add(spam)).created).toBe(true);
    });

    it('queues nothing for spam, and lists it only when asked', async () => {
      const { store } = await open();
      const visitor = newSubmission();
      const spam = newSubmission({ spamReason: 'tooFast', receivedAt: T0 + 1 });
      await store.submissions.add(visitor);
      await store.submissions.add(spam);

      const all = await store.submissions.list();
      expect(all.map((row) => [row.id, row.spamReason, row.deliveries.length])).toEqual([
        [visitor.id, null, 3],
        [spam.id, 'tooFast', 0],
      ]);
      const ids = async (options: Parameters<typeof store.submissions.list>[0]) =>
        (await store.submissions.list(options)).map((row) => row.id);
      expect(await ids({ includeSpam: false })).toEqual([visitor.id]);
      expect(await ids({ spamOnly: true })).toEqual([spam.id]);
      expect(await ids({ since: T0 + 1 })).toEqual([spam.id]);
    });

    it('queues a reply only while the address, in any case, had fewer than the limit', async () => {
      const { store } = await open();
      const replyLimit = { max: 2, windowMs: DAY_MS };
      const post = (email: string, receivedAt: number) =>
        store.submissions.add(from(email, { receivedAt, replyLimit }));
      await post('dana@example.co.il', T0);
      await post('DANA@Example.co.il', T0 + HOUR_MS);
      await post('dana@example.co.il', T0 + 2 * HOUR_MS);
      await post('other@example.org', T0 + 3 * HOUR_MS);
      await post('dana@example.co.il', T0 + DAY_MS + 1);

      const kinds = (await store.submissions.list()).map((row) =>
        row.deliveries.map((delivery) => delivery.kind).join(','),
      );
      expect(kinds).toEqual([
        'notify,reply,webhook',
        'notify,reply,webhook',
        'notify,webhook',
        'notify,reply,webhook',
        'notify,reply,webhook',
      ]);
    });

    it('purges what was received before a time, spam sooner, with its deliveries', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ receivedAt: T0 }));
      await store.submissions.add(newSubmission({ receivedAt: T0 + 2 * DAY_MS }));
      const spam = newSubmission({ receivedAt: T0 + 2 * DAY_MS, spamReason: 'honeypot' });
      await store.submissions.add(spam);
      const kept = newSubmission({ receivedAt: T0 + 4 * DAY_MS, spamReason: 'honeypot' });
      await store.submissions.add(kept);

      expect(await store.submissions.purge(T0 + DAY_MS, T0 + 3 * DAY_MS)).toBe(2);

      expect((await store.submissions.list()).map((row) => row.receivedAt)).toEqual([
        T0 + 2 * DAY_MS,
        T0 + 4 * DAY_MS,
      ]);
      expect((await store.deliveries.state(T0 + 5 * DAY_MS)).pending).toBe(3);
    });

    it('releases spam as if it had just arrived: its reason cleared, its deliveries queued', async () => {
      const { store } = await open();
      const spam = newSubmission({ spamReason: 'tokenMissing' });
      await store.submissions.add(spam);
      const later = T0 + HOUR_MS;

      const released = await store.submissions.releaseSpam(
        spam.id,
        ['notify', 'webhook'],
        { max: 3, windowMs: DAY_MS },
        later,
      );

      expect(released).toEqual(['notify', 'webhook']);
      const [row] = await store.submissions.list();
      expect(row).toMatchObject({ spamReason: null, releasedAt: later });
      expect(row?.deliveries.map((delivery) => delivery.kind)).toEqual(['notify', 'webhook']);
      // Queued when released, so due then, not when it arrived.
      expect((await store.deliveries.state(later)).oldestDueAt).toBe(later);
      expect(
        await store.submissions.releaseSpam(
          spam.id,
          ['notify'],
          { max: 3, windowMs: DAY_MS },
          later,
        ),
      ).toBeUndefined();
      expect(
        await store.submissions.releaseSpam(
          'no-such-id',
          ['notify'],
          { max: 3, windowMs: 1 },
          later,
        ),
      ).toBeUndefined();
    });

    it('leaves spam as it was when its deliveries cannot be queued', async () => {
      const { store, refuseInserts } = await open();
      const spam = newSubmission({ spamReason: 'honeypot' });
      await store.submissions.add(spam);
      await refuseInserts('outbox');

      await expect(
        store.submissions.releaseSpam(spam.id, ['notify'], { max: 3, windowMs: DAY_MS }, T0),
      ).rejects.toThrow();

      const [row] = await store.submissions.list();
      expect(row).toMatchObject({ spamReason: 'honeypot', releasedAt: null, deliveries: [] });
    });
  });
}

/**
 * The deliveries concern's contract: the outbox leases each due row to one worker, marks it sent
 * or failed, gives leases back, and says how long the oldest has waited.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../server/store';
import { HOUR_MS, newSubmission, T0 } from './fixtures';
import type { OpenStore } from './harness';

const LEASE_MS = 2 * 60_000;
const claim = (
  store: Store,
  now: number,
  worker: string,
  kinds?: ('notify' | 'reply' | 'webhook')[],
) => store.deliveries.claimDue(now, now + LEASE_MS, 10, worker, kinds);

export function deliveriesContract(open: OpenStore) {
  describe('deliveries', () => {
    it('leases what is due to one worker, with its submission, until the lease runs out', async () => {
      const { store } = await open();
      const submission = newSubmission({ deliveries: ['notify', 'reply'] });
      await store.submissions.add(submission);

      expect(await claim(store, T0 - 1, 'early')).toEqual([]);
      const items = await claim(store, T0, 'first');

      expect(items.map((item) => [item.kind, item.attempts])).toEqual([
        ['notify', 0],
        ['reply', 0],
      ]);
      expect(items[0]?.submission).toMatchObject({
        id: submission.id,
        email: submission.value.email,
        message: submission.value.message,
        consent: true,
        deliveries: [],
      });
      expect(await claim(store, T0 + LEASE_MS - 1, 'second')).toEqual([]);
      expect((await claim(store, T0 + LEASE_MS, 'second')).map((item) => item.kind)).toEqual([
        'notify',
        'reply',
      ]);
    });

    it('claims only the kinds a worker can deliver, and nothing for none', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission());

      expect(await claim(store, T0, 'no-senders', [])).toEqual([]);
      expect(
        (await claim(store, T0, 'webhook-only', ['webhook'])).map((item) => item.kind),
      ).toEqual(['webhook']);
      expect(
        (await claim(store, T0, 'mail', ['notify', 'reply'])).map((item) => item.kind),
      ).toEqual(['notify', 'reply']);
    });

    it('never hands a sent delivery out again, and records when it went', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ deliveries: ['notify'] }));
      const [item] = await claim(store, T0, 'worker');

      await store.deliveries.markSent(item!.outboxId, T0 + 5);

      expect(await claim(store, T0 + HOUR_MS, 'worker')).toEqual([]);
      const [row] = await store.submissions.list();
      expect(row?.deliveries).toEqual([
        { kind: 'notify', sentAt: T0 + 5, attempts: 1, failedAt: null, lastError: null },
      ]);
      expect(await store.deliveries.state(T0 + HOUR_MS)).toEqual({
        pending: 0,
        oldestDueAt: null,
        failed: 0,
      });
    });

    it('retries a failed delivery when it is due again, counting the attempts', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ deliveries: ['notify'] }));
      const [item] = await claim(store, T0, 'worker');

      await store.deliveries.markFailed(item!.outboxId, `down ${'x'.repeat(600)}`, T0 + 30_000, T0);

      expect(await claim(store, T0 + 29_999, 'worker')).toEqual([]);
      const [retry] = await claim(store, T0 + 30_000, 'worker');
      expect(retry).toMatchObject({ outboxId: item!.outboxId, attempts: 1 });
      const [delivery] = (await store.submissions.list())[0]!.deliveries;
      expect(delivery).toMatchObject({ sentAt: null, attempts: 1, failedAt: null });
      expect(delivery?.lastError).toHaveLength(500);
    });

    it('gives a delivery up for good, and counts it as failed', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ deliveries: ['webhook'] }));
      const [item] = await claim(store, T0, 'worker');

      await store.deliveries.markFailed(item!.outboxId, 'the webhook answered 500', null, T0 + 7);

      expect(await claim(store, T0 + 10 * HOUR_MS, 'worker')).toEqual([]);
      expect(await store.deliveries.state(T0 + HOUR_MS)).toEqual({
        pending: 0,
        oldestDueAt: null,
        failed: 1,
      });
      const [delivery] = (await store.submissions.list())[0]!.deliveries;
      expect(delivery).toMatchObject({ failedAt: T0 + 7, lastError: 'the webhook answered 500' });
    });

    it("gives a worker's leases back, so another claims them at once", async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ deliveries: ['notify', 'reply'] }));
      const [sent] = await claim(store, T0, 'stopping');
      await store.deliveries.markSent(sent!.outboxId, T0);

      expect(await store.deliveries.releaseLeases('stopping')).toBe(1);
      expect(await store.deliveries.releaseLeases('stopping')).toBe(0);
      expect((await claim(store, T0 + 1, 'other')).map((item) => item.kind)).toEqual(['reply']);
    });

    it('reports the pending deliveries and how long the oldest unleased one has waited', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ receivedAt: T0, deliveries: ['notify'] }));
      await store.submissions.add(newSubmission({ receivedAt: T0 + HOUR_MS }));

      expect(await store.deliveries.state(T0 + 2 * HOUR_MS)).toEqual({
        pending: 4,
        oldestDueAt: T0,
        failed: 0,
      });
      expect(await store.deliveries.state(T0 + 2 * HOUR_MS, ['webhook'])).toMatchObject({
        pending: 1,
        oldestDueAt: T0 + HOUR_MS,
      });
      // Not due yet: pending, but nothing waits.
      expect((await store.deliveries.state(T0 - 1)).oldestDueAt).toBeNull();
      // A leased delivery is not waiting: a worker has it.
      await store.deliveries.claimDue(T0 + 2 * HOUR_MS, T0 + 3 * HOUR_MS, 1, 'worker', ['notify']);
      expect((await store.deliveries.state(T0 + 2 * HOUR_MS, ['notify'])).oldestDueAt).toBe(
        T0 + HOUR_MS,
      );
    });
  });
}

/**
 * The visitor-rights concern's contract: everything about an address found wherever it is, and
 * erased in one transaction with an audit row that holds a hash of it, never it.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../server/store';
import { validSubmission } from '../helpers';
import { from, HOUR_MS, T0 } from './fixtures';
import type { OpenStore } from './harness';

const ADDRESS = 'dana.levi@example.co.il';
const OTHER = 'other.person@example.org';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Two submissions of the address (one spam), one of another, a draft and windows of each. */
async function seed(store: Store) {
  await store.submissions.add(from('Dana.Levi@Example.co.il'));
  await store.submissions.add(from(ADDRESS, { spamReason: 'honeypot', receivedAt: T0 + 1 }));
  await store.submissions.add(from(OTHER, { receivedAt: T0 + 2 }));
  const draft = (email: string) => ({
    language: 'en' as const,
    draft: { ...validSubmission, consent: true, email, message: 'Too short' },
    errors: { message: 'tooShort' as const },
  });
  await store.drafts.save('draft-of-dana', draft(` ${ADDRESS.toUpperCase()} `), T0 + HOUR_MS);
  await store.drafts.save('draft-of-other', draft(OTHER), T0 + HOUR_MS);
  await store.rateLimits.hit(`reply:${ADDRESS}`, HOUR_MS, T0);
  await store.rateLimits.hit(`reply-by-hash:${sha256(ADDRESS)}`, HOUR_MS, T0);
  await store.rateLimits.hit('contact:127.0.0.1', HOUR_MS, T0);
}

export function visitorRightsContract(open: OpenStore) {
  describe('visitor rights', () => {
    it('finds every row that holds an address, in any case, and none of another', async () => {
      const { store } = await open();
      await seed(store);

      const found = await store.visitorRights.find(` ${ADDRESS.toUpperCase()}`);

      expect(found.submissions.map((row) => [row.email, row.spam_reason])).toEqual([
        ['Dana.Levi@Example.co.il', null],
        [ADDRESS, 'honeypot'],
      ]);
      expect(found.submissions[0]?.received_at).toBe(new Date(T0).toISOString());
      expect(found.outbox.map((row) => row.kind)).toEqual(['notify', 'reply', 'webhook']);
      expect(found.drafts.map((row) => row.id)).toEqual(['draft-of-dana']);
      expect(found.rateLimits.map((row) => row.key).sort()).toEqual([
        `reply-by-hash:${sha256(ADDRESS)}`,
        `reply:${ADDRESS}`,
      ]);
    });

    it('erases the address everywhere, keeps the others, and records it by hash', async () => {
      const { store } = await open();
      await seed(store);

      const erasure = await store.visitorRights.erase('Dana.Levi@EXAMPLE.co.il', T0 + HOUR_MS);

      const counts = { submissions: 2, outbox: 3, drafts: 1, rateLimits: 2 };
      expect(erasure).toMatchObject({
        erasedAt: T0 + HOUR_MS,
        addressHash: sha256(ADDRESS),
        counts,
      });
      expect(erasure.scrubbed).toBe(true);
      expect(await store.visitorRights.find(ADDRESS)).toEqual({
        submissions: [],
        outbox: [],
        drafts: [],
        rateLimits: [],
      });
      expect((await store.submissions.list()).map((row) => row.email)).toEqual([OTHER]);
      expect(await store.drafts.read('draft-of-other', T0)).toBeDefined();
      expect((await store.rateLimits.hit('contact:127.0.0.1', HOUR_MS, T0 + 1)).count).toBe(2);
      const erasures = await store.visitorRights.erasures();
      expect(erasures).toEqual([
        { id: erasure.id, erasedAt: T0 + HOUR_MS, addressHash: sha256(ADDRESS), counts },
      ]);
      expect(JSON.stringify(erasures)).not.toMatch(/dana|example/i);
    });

    it('deletes nothing when the erasure cannot be recorded', async () => {
      const { store, refuseInserts } = await open();
      await seed(store);
      await refuseInserts('erasures');

      await expect(store.visitorRights.erase(ADDRESS, T0 + HOUR_MS)).rejects.toThrow();

      const found = await store.visitorRights.find(ADDRESS);
      expect(
        [found.submissions, found.outbox, found.drafts, found.rateLimits].map(
          (rows) => rows.length,
        ),
      ).toEqual([2, 3, 1, 2]);
      expect(await store.visitorRights.erasures()).toEqual([]);
    });
  });
}

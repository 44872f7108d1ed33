/** The drafts concern's contract: a refused form kept until it expires, then purged. */
import { describe, expect, it } from 'vitest';
import type { SavedDraft } from '../../../server/store/drafts';
import { validSubmission } from '../helpers';
import { HOUR_MS, T0 } from './fixtures';
import type { OpenStore } from './harness';

const refused: SavedDraft = {
  language: 'he',
  draft: { ...validSubmission, message: 'Too short', consent: false },
  errors: { message: 'tooShort', consent: 'required' },
};

export function draftsContract(open: OpenStore) {
  describe('drafts', () => {
    it('gives a draft back as saved, with its key when it had one, until it expires', async () => {
      const { store } = await open();
      await store.drafts.save(
        'with-key-0123456789',
        { ...refused, idempotencyKey: 'kept-key-0123456789' },
        T0 + HOUR_MS,
      );
      await store.drafts.save('without-key-0123456', refused, T0 + HOUR_MS);

      expect(await store.drafts.read('with-key-0123456789', T0)).toEqual({
        ...refused,
        idempotencyKey: 'kept-key-0123456789',
      });
      const withoutKey = await store.drafts.read('without-key-0123456', T0);
      expect(withoutKey).toEqual(refused);
      expect(withoutKey).not.toHaveProperty('idempotencyKey');
      expect(await store.drafts.read('without-key-0123456', T0 + HOUR_MS)).toBeUndefined();
      expect(await store.drafts.read('never-saved', T0)).toBeUndefined();
    });

    it('purges the drafts that have expired, and only those', async () => {
      const { store } = await open();
      await store.drafts.save('expires-first', refused, T0 + HOUR_MS);
      await store.drafts.save('expires-later', refused, T0 + 2 * HOUR_MS);

      expect(await store.drafts.purge(T0 + HOUR_MS)).toBe(1);

      expect(await store.drafts.read('expires-later', T0)).toEqual(refused);
      expect(await store.drafts.purge(T0 + HOUR_MS)).toBe(0);
    });
  });
}

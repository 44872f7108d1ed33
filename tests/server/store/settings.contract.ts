/** The settings concern's contract: a value created once and shared; the store's health. */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../server/layout';
import { newSubmission, T0 } from './fixtures';
import type { OpenStore } from './harness';

/** The newest migration in the store's folder: what a freshly opened store has applied. */
const newestMigration = (kind: string) =>
  Math.max(
    ...readdirSync(join(ROOT, 'server/migrations', kind)).map((file) => Number(file.slice(0, 3))),
  );

export function settingsContract(open: OpenStore) {
  describe('settings and health', () => {
    it('creates a setting on first use and gives every later caller that one', async () => {
      const { store } = await open();
      const first = await store.settings.value('contact_secret', () => 'created-first');
      const later = await store.settings.value('contact_secret', () => {
        throw new Error('a stored setting is not created again');
      });
      expect([first, later]).toEqual(['created-first', 'created-first']);
      expect(await store.settings.value('another', () => 'its own')).toBe('its own');
    });

    it('reports every migration applied, and the outbox', async () => {
      const { store } = await open();
      await store.submissions.add(newSubmission({ deliveries: ['notify'] }));

      const health = await store.settings.health(T0 + 1000);

      expect(health).toEqual({
        schemaVersion: newestMigration(store.kind),
        expectedVersion: newestMigration(store.kind),
        outbox: { pending: 1, oldestDueAt: T0, failed: 0 },
      });
    });
  });
}

/** The rate-limits concern's contract: fixed windows per key, counted in the store. */
import { describe, expect, it } from 'vitest';
import { T0 } from './fixtures';
import type { OpenStore } from './harness';

const WINDOW_MS = 60_000;

export function rateLimitsContract(open: OpenStore) {
  describe('rate limits', () => {
    it('counts posts per key within a window, and starts again when it ends', async () => {
      const { store } = await open();
      const hit = (key: string, now: number) => store.rateLimits.hit(key, WINDOW_MS, now);

      expect(await hit('contact:10.0.0.1', T0)).toEqual({ count: 1, resetAt: T0 + WINDOW_MS });
      expect(await hit('contact:10.0.0.1', T0 + 10)).toEqual({ count: 2, resetAt: T0 + WINDOW_MS });
      expect(await hit('contact:10.0.0.2', T0 + 20)).toEqual({
        count: 1,
        resetAt: T0 + WINDOW_MS + 20,
      });
      expect(await hit('contact:10.0.0.1', T0 + WINDOW_MS)).toEqual({
        count: 1,
        resetAt: T0 + 2 * WINDOW_MS,
      });
    });

    it('takes a post back, never below nothing', async () => {
      const { store } = await open();
      await store.rateLimits.hit('contact:10.0.0.1', WINDOW_MS, T0);
      await store.rateLimits.unhit('contact:10.0.0.1');
      await store.rateLimits.unhit('contact:10.0.0.1');
      await store.rateLimits.unhit('contact:never-counted');

      expect((await store.rateLimits.hit('contact:10.0.0.1', WINDOW_MS, T0 + 1)).count).toBe(1);
    });

    it('forgets the windows that have ended', async () => {
      const { store } = await open();
      await store.rateLimits.hit('ended', WINDOW_MS, T0);
      await store.rateLimits.hit('running', WINDOW_MS, T0 + 1);

      expect(await store.rateLimits.purge(T0 + WINDOW_MS)).toBe(1);
      expect((await store.rateLimits.hit('running', WINDOW_MS, T0 + 2)).count).toBe(2);
    });
  });
}

/**
 * The per-client rate limit's counter for hono-rate-limiter: kept in the contact store, so every
 * instance on one PostgreSQL database counts the same posts (a burst spread over two instances
 * is cut at the limit, not at twice it). When the database cannot be reached, each instance
 * counts alone in memory until it is back: a looser limit, never a refused visitor for it.
 */
import { MemoryStore, type HonoConfigType, type Store } from 'hono-rate-limiter';
import type { Env } from 'hono';
import type { RateLimitStore } from './store/rate-limits';

export function sharedRateStore<E extends Env>(
  windows: RateLimitStore,
  log: (line: string) => void,
  now = () => Date.now(),
): Store<E> {
  const memory = new MemoryStore<E>();
  let windowMs = 60_000;
  let degraded = false;

  /** Runs `shared`; on a database error, `local` instead (and says so once). */
  async function withFallback<T>(shared: () => Promise<T>, local: () => T | Promise<T>) {
    try {
      const result = await shared();
      if (degraded) log('rate limit: counting in the database again');
      degraded = false;
      return result;
    } catch (error) {
      if (!degraded) {
        log(`rate limit: the database is unreachable, counting in memory (${String(error)})`);
      }
      degraded = true;
      return local();
    }
  }

  return {
    localKeys: false,
    prefix: 'contact:',
    init(options: HonoConfigType<E>) {
      windowMs = options.windowMs;
      memory.init(options);
    },
    increment: (key) =>
      withFallback(
        async () => {
          const { count, resetAt } = await windows.hit(`contact:${key}`, windowMs, now());
          return { totalHits: count, resetTime: new Date(resetAt) };
        },
        () => memory.increment(key),
      ),
    decrement: (key) =>
      withFallback(
        () => windows.unhit(`contact:${key}`),
        () => memory.decrement(key),
      ),
    resetKey: (key) => memory.resetKey(key),
    shutdown: () => memory.shutdown(),
  };
}

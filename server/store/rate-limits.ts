/**
 * The rate-limits concern: posts counted per key in fixed windows, in the store, so every
 * instance on one database counts the same posts (server/rate-limit.ts adapts it for
 * hono-rate-limiter).
 */
export interface RateLimitStore {
  /**
   * Counts one post by `key` in a fixed window of `windowMs`, shared by every instance on the
   * store; resolves to the count so far and when the window ends.
   */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one post back (a limiter that counts only some answers). */
  unhit(key: string): Promise<void>;
  /** Forgets windows that have ended by `now`; returns how many. */
  purge(now: number): Promise<number>;
}

/** The rate limit's windows in SQLite: one atomic upsert per post. */
import type { RateLimitStore } from '../rate-limits';
import { run, type Sqlite } from './connection';

export function sqliteRateLimits(db: Sqlite): RateLimitStore {
  const hit = db.prepare(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @now + @windowMs)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @now + @windowMs ELSE reset_at END
     RETURNING hits, reset_at`,
  );
  return {
    hit: (key, windowMs, now) =>
      run(() => {
        const row = hit.get({ key, now, windowMs }) as { hits: number; reset_at: number };
        return { count: row.hits, resetAt: row.reset_at };
      }),
    unhit: (key) =>
      run(() => {
        db.prepare('UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE key = ?').run(key);
      }),
    purge: (now) =>
      run(() => db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').run(now).changes),
  };
}

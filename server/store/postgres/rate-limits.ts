/** The rate limit's windows in PostgreSQL: one atomic upsert per post, shared by the instances. */
import type { RateLimitStore } from '../rate-limits';
import { at, type Postgres } from './connection';

export function postgresRateLimits({ query }: Postgres): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const { rows } = await query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= $2 THEN $3 ELSE r.reset_at END
         RETURNING hits, reset_at`,
        [key, at(now), at(now + windowMs)],
      );
      return { count: rows[0]!.hits, resetAt: rows[0]!.reset_at.getTime() };
    },
    async unhit(key) {
      await query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
    },
    async purge(now) {
      const { rowCount } = await query('DELETE FROM rate_limits WHERE reset_at <= $1', [at(now)]);
      return rowCount ?? 0;
    },
  };
}

/** Settings and health in PostgreSQL. */
import type { DeliveryStore } from '../deliveries';
import type { SettingsStore } from '../settings';
import type { Postgres } from './connection';

export function postgresSettings(
  { query }: Postgres,
  deliveries: DeliveryStore,
  expectedVersion: number,
): SettingsStore {
  const stored = async (key: string) => {
    const { rows } = await query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
      key,
    ]);
    return rows[0]?.value;
  };
  return {
    async value(key, create) {
      const value = await stored(key);
      if (value !== undefined) return value;
      await query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        key,
        create(),
      ]);
      return (await stored(key))!;
    },
    async health(now) {
      // A write, so a read-only standby or a full disk is found here and not by the next visitor.
      await query(
        `INSERT INTO settings (key, value) VALUES ('health_checked_at', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [String(now)],
      );
      const { rows } = await query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      return {
        schemaVersion: rows[0]?.version ?? 0,
        expectedVersion,
        outbox: await deliveries.state(now),
      };
    },
  };
}

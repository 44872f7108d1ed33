/** Settings and health in SQLite. */
import type { DeliveryStore } from '../deliveries';
import type { SettingsStore } from '../settings';
import { run, type Sqlite } from './connection';
import { schemaVersion } from './migrate';

export function sqliteSettings(
  db: Sqlite,
  deliveries: DeliveryStore,
  expectedVersion: number,
): SettingsStore {
  const stored = (key: string) =>
    db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      { value: string } | undefined;
  return {
    value: (key, create) =>
      run(() => {
        const row = stored(key);
        if (row) return row.value;
        db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, create());
        return stored(key)!.value;
      }),
    async health(now) {
      await run(() => {
        // A write, so a read-only or full disk is found here and not by the next visitor.
        db.prepare(
          "INSERT INTO settings (key, value) VALUES ('health_checked_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        ).run(String(now));
      });
      return {
        schemaVersion: await run(() => schemaVersion(db)),
        expectedVersion,
        outbox: await deliveries.state(now),
      };
    },
  };
}

/**
 * The settings concern, and the store's health, which writes there: values the instances share
 * (the time-trap secret), and what `/readyz` asks of the database.
 */
import type { OutboxState } from './deliveries';

export interface StoreHealth {
  /** The newest migration applied. */
  schemaVersion: number;
  /** The newest migration this code knows: fewer applied means another version migrated. */
  expectedVersion: number;
  outbox: OutboxState;
}

export interface SettingsStore {
  /**
   * The value of a setting, created with `create()` on first use; instances that race to create
   * it all get the first one stored.
   */
  value(key: string, create: () => string): Promise<string>;
  /** Reaches the database and writes to it: what `/readyz` reports. */
  health(now: number): Promise<StoreHealth>;
}

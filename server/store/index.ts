/**
 * The store the service keeps its data behind (decisions 010 and 029): one object holding a small
 * store per concern, each an interface of its own file here, implemented side by side for SQLite
 * (`sqlite/`, one instance, the default) and PostgreSQL (`postgres/`, several instances sharing
 * `DATABASE_URL`). Every method is asynchronous; one that cannot reach its database rejects with
 * `StoreUnavailable`. What must be one transaction stays in one concern's method, whatever tables
 * it writes: a submission with its deliveries, an erasure across every table.
 */
import type { DeliveryStore } from './deliveries';
import type { DraftStore } from './drafts';
import type { RateLimitStore } from './rate-limits';
import type { SettingsStore } from './settings';
import type { SubmissionStore } from './submissions';
import type { VisitorRightsStore } from './visitor-rights';

export interface Store {
  /** `sqlite` or `postgres`, and where (no password), for the log and `/readyz`. */
  readonly kind: 'sqlite' | 'postgres';
  readonly location: string;
  readonly submissions: SubmissionStore;
  readonly deliveries: DeliveryStore;
  readonly drafts: DraftStore;
  readonly rateLimits: RateLimitStore;
  readonly visitorRights: VisitorRightsStore;
  readonly settings: SettingsStore;
  close(): Promise<void>;
}

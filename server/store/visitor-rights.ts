/**
 * The visitor-rights concern (decision 024): everything stored about an e-mail address, found,
 * and erased in one transaction across every table with an audit row that keeps a hash of the
 * address, never the address. The shapes are in `personal-data.ts`.
 */
import type { Erasure, ErasureResult, PersonalData } from './personal-data';

export interface VisitorRightsStore {
  /**
   * Everything stored about an e-mail address, matched trimmed and case-insensitively: its
   * submissions, their outbox rows, the drafts and rate-limit windows that hold it.
   */
  find(address: string): Promise<PersonalData>;
  /**
   * Deletes what `find` finds and records the erasure in `erasures` (a hash of the address, never
   * the address), in one transaction; then scrubs the deleted rows from the database's files
   * (see `ErasureResult.scrubbed`).
   */
  erase(address: string, now: number): Promise<ErasureResult>;
  /** The erasures recorded, oldest first. */
  erasures(): Promise<Erasure[]>;
}

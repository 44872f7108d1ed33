/**
 * One visitor's data, found and erased by e-mail address (issue #37, item 4: the right of access
 * of Israel's Privacy Protection Law, Amendment 13, and GDPR's rights of access and erasure).
 * The shapes both stores return for it and the matching both use; the SQL is theirs
 * (`sqlite/visitor-rights.ts`, `postgres/visitor-rights.ts`), the command is
 * `server/visitor-rights.ts`.
 */
import { createHash } from 'node:crypto';

/** A stored row as the database holds it, every column, times as ISO strings. */
export type StoredRecord = Record<string, unknown>;

/** Everything stored about one address, table by table. */
export interface PersonalData {
  /** The submissions sent with the address (spam included). */
  submissions: StoredRecord[];
  /** Their outbox rows, pending or sent, whatever they deliver. */
  outbox: StoredRecord[];
  /** The no-JavaScript form's drafts that hold the address. */
  drafts: StoredRecord[];
  /** Rate-limit windows counted under the address. */
  rateLimits: StoredRecord[];
}

/** How many rows an erasure deleted, per table. */
export interface ErasureCounts {
  submissions: number;
  outbox: number;
  drafts: number;
  rateLimits: number;
}

/** One row of the `erasures` audit table. */
export interface Erasure {
  id: number;
  erasedAt: number;
  /** Hex SHA-256 of the trimmed, lower-cased address (`addressHash`). */
  addressHash: string;
  counts: ErasureCounts;
}

/** What `eraseByEmail` did: the audit row, and whether the database's files were scrubbed. */
export interface ErasureResult extends Erasure {
  /**
   * True once the deleted rows are gone from the database's files as well (SQLite: the WAL
   * checkpointed and truncated; PostgreSQL: the tables rewritten). False when the database could
   * not do it now (another connection kept it busy): the rows are deleted all the same, and the
   * next erasure or checkpoint scrubs them.
   */
  scrubbed: boolean;
}

/**
 * The address as it is matched and hashed: trimmed and lower-cased. The form stores addresses
 * that pass valibot's `email()` check, which admits ASCII only, so SQL's `lower()` (ASCII in
 * SQLite, and in PostgreSQL's C locale) and this agree on every stored submission; drafts and
 * rate-limit keys, which hold whatever was typed, are compared here, in JavaScript.
 */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/**
 * The audit table keeps this instead of the address: a later request about the same address can
 * be shown to have been honoured (hash it, look it up) without the table holding the address or
 * letting anyone list who asked. It is a pseudonym, not anonymity: whoever already knows an
 * address can test whether it was erased.
 */
export const addressHash = (address: string) =>
  createHash('sha256').update(normaliseAddress(address)).digest('hex');

/** Whether a draft (as stored, JSON) was typed with the address. */
export function draftHolds(draft: unknown, address: string): boolean {
  const email = (draft as { email?: unknown } | null)?.email;
  return typeof email === 'string' && normaliseAddress(email) === normaliseAddress(address);
}

/**
 * Whether a rate-limit key counts the address: one of its `:`-separated parts is the address or
 * its `addressHash` (a limit per address keys as `<prefix>:<address>` or `<prefix>:<hash>`; the
 * per-client one keys by IP, and is nobody's by address).
 */
export function rateKeyHolds(key: string, address: string): boolean {
  const parts = key.toLowerCase().split(':');
  return parts.includes(normaliseAddress(address)) || parts.includes(addressHash(address));
}

/** Columns that hold a time: milliseconds in SQLite, `timestamptz` in PostgreSQL. */
const TIME_COLUMN = /_(at|until)$/;

/** A row as exported: every column under its own name, times as ISO strings. */
export function exportedRecord(row: Record<string, unknown>): StoredRecord {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'number' && TIME_COLUMN.test(column)
          ? new Date(value).toISOString()
          : value,
    ]),
  );
}

/** An `erasures` row as both stores' SQL returns it; `Time` is theirs. */
export interface ErasureRow<Time> {
  id: number;
  erased_at: Time;
  address_hash: string;
  submissions: number;
  outbox: number;
  drafts: number;
  rate_limits: number;
}

/** An `erasures` row as the interface returns it (`toMs` reads the store's times). */
export function erasureFromRow<Time>(row: ErasureRow<Time>, toMs: (time: Time) => number): Erasure {
  return {
    id: row.id,
    erasedAt: toMs(row.erased_at),
    addressHash: row.address_hash,
    counts: {
      submissions: row.submissions,
      outbox: row.outbox,
      drafts: row.drafts,
      rateLimits: row.rate_limits,
    },
  };
}

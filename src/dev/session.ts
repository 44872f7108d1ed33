/**
 * An inspector session as a file (issue #22): what the inspector saw, to look at later, to keep
 * across a reload of the inspector, and to turn into a test path (`qa/paths/session-path.ts`).
 * Plain, versioned JSON: a reader refuses any other format or version with a clear message.
 */
import type { SnapshotMessage, TabInfo } from './protocol';

export const SESSION_FORMAT = 'kavana-inspector-session';
/** Raised when the file's meaning changes. */
export const SESSION_VERSION = 1;

/** One log entry: a snapshot message as the inspector received it, numbered. */
export interface SessionEntry extends Omit<SnapshotMessage, 'kind' | 'tab'> {
  /** Running number in the session. */
  n: number;
  /** The tab's id (its facts are in `tabs`). */
  tab: string;
  /** The page the tab showed when the entry was posted. */
  page: string;
}

export interface Session {
  format: typeof SESSION_FORMAT;
  version: typeof SESSION_VERSION;
  /** ISO time the file was written. */
  savedAt: string;
  /** Every tab seen, with the facts it loaded with. */
  tabs: TabInfo[];
  /** Oldest first. */
  entries: SessionEntry[];
}

/**
 * The drafts concern: what a visitor without JavaScript typed into a form the service refused,
 * kept an hour under a random id so the page can show it again with its errors (decision 009).
 */
import type { Language } from '../../machines/constants';
import type { ContactDraft, ContactErrors } from '../../src/contact/schema';

export interface SavedDraft {
  language: Language;
  draft: ContactDraft;
  errors: ContactErrors;
  /** The key the refused post carried, so the form shown again keeps it. */
  idempotencyKey?: string;
}

export interface DraftStore {
  save(id: string, draft: SavedDraft, expiresAt: number): Promise<void>;
  /** The draft, unless it expired by `now` (or never was). */
  read(id: string, now: number): Promise<SavedDraft | undefined>;
  /** Deletes the drafts expired by `now`; returns how many. */
  purge(now: number): Promise<number>;
}

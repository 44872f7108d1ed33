/** The no-JavaScript form's drafts in SQLite: JSON text, times in milliseconds. */
import type { Language } from '../../../machines/constants';
import type { DraftStore, SavedDraft } from '../drafts';
import { run, type Sqlite } from './connection';

export function sqliteDrafts(db: Sqlite): DraftStore {
  return {
    save: (id, { language, draft, errors, idempotencyKey }, expiresAt) =>
      run(() => {
        db.prepare(
          'INSERT INTO drafts (id, expires_at, language, draft, errors, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          id,
          expiresAt,
          language,
          JSON.stringify(draft),
          JSON.stringify(errors),
          idempotencyKey ?? null,
        );
      }),
    read: (id, now) =>
      run(() => {
        const row = db
          .prepare(
            'SELECT language, draft, errors, idempotency_key FROM drafts WHERE id = ? AND expires_at > ?',
          )
          .get(id, now) as
          | { language: Language; draft: string; errors: string; idempotency_key: string | null }
          | undefined;
        if (!row) return undefined;
        return {
          language: row.language,
          draft: JSON.parse(row.draft) as SavedDraft['draft'],
          errors: JSON.parse(row.errors) as SavedDraft['errors'],
          ...(row.idempotency_key && { idempotencyKey: row.idempotency_key }),
        };
      }),
    purge: (now) =>
      run(() => db.prepare('DELETE FROM drafts WHERE expires_at <= ?').run(now).changes),
  };
}

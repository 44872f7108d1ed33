/** The no-JavaScript form's drafts in PostgreSQL: `jsonb`, times `timestamptz`. */
import type { Language } from '../../../machines/constants';
import type { DraftStore, SavedDraft } from '../drafts';
import { at, type Postgres } from './connection';

export function postgresDrafts({ query }: Postgres): DraftStore {
  return {
    async save(id, { language, draft, errors, idempotencyKey }, expiresAt) {
      await query(
        'INSERT INTO drafts (id, expires_at, language, draft, errors, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          id,
          at(expiresAt),
          language,
          JSON.stringify(draft),
          JSON.stringify(errors),
          idempotencyKey ?? null,
        ],
      );
    },
    async read(id, now) {
      const { rows } = await query<{
        language: Language;
        draft: SavedDraft['draft'];
        errors: SavedDraft['errors'];
        idempotency_key: string | null;
      }>(
        'SELECT language, draft, errors, idempotency_key FROM drafts WHERE id = $1 AND expires_at > $2',
        [id, at(now)],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        language: row.language,
        draft: row.draft,
        errors: row.errors,
        ...(row.idempotency_key && { idempotencyKey: row.idempotency_key }),
      };
    },
    async purge(now) {
      const { rowCount } = await query('DELETE FROM drafts WHERE expires_at <= $1', [at(now)]);
      return rowCount ?? 0;
    },
  };
}

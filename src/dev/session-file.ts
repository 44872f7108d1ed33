/**
 * Reading and writing an inspector session file (`session.ts`): the inspector's export and import,
 * and the dev server's "save as path" read the same way. Checked with Valibot, as path files are
 * (`qa/paths/path-file.ts`): a file that is not JSON, of another format or version, or with a
 * malformed entry is refused with one message saying which. Browser-safe.
 */
import * as v from 'valibot';
import { readVersioned } from './versioned-file';
import { SESSION_FORMAT, SESSION_VERSION, type Session } from './session';

/** Snapshot values, contexts and payloads are `Plain`: any JSON. */
const plain = v.unknown();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const tabSchema = v.object({
  id: v.string(),
  page: v.string(),
  facts: v.object({
    url: v.string(),
    viewport: v.object({ width: count, height: count }),
    touch: v.boolean(),
    userAgent: v.string(),
    language: v.string(),
    stored: v.record(v.string(), v.string()),
  }),
});

const transitionSchema = v.object({
  source: v.string(),
  targets: v.array(v.string()),
  trigger: v.string(),
  guard: v.optional(v.string()),
});

const entrySchema = v.object({
  n: count,
  tab: v.string(),
  page: v.string(),
  actor: v.object({ key: v.string(), machineId: v.string() }),
  event: v.nullable(
    v.object({ type: v.string(), payload: plain, fromInspector: v.optional(v.boolean()) }),
  ),
  value: plain,
  context: plain,
  status: v.string(),
  time: v.number(),
  step: v.optional(
    v.object({
      before: plain,
      microsteps: v.array(v.object({ event: v.string(), transitions: v.array(transitionSchema) })),
      actions: v.array(v.object({ type: v.string(), params: plain })),
      effects: v.array(v.object({ action: v.string(), effect: v.string() })),
    }),
  ),
  system: v.optional(v.object({ root: v.string(), persisted: plain })),
});

const sessionSchema = v.object({
  format: v.literal(SESSION_FORMAT),
  version: v.literal(SESSION_VERSION),
  savedAt: v.string(),
  tabs: v.array(tabSchema),
  entries: v.array(entrySchema),
});

/** A session file that cannot be read, and why. */
export class SessionFileError extends Error {
  override name = 'SessionFileError';
}

/** Reads a session file, refusing anything but a valid session of this version. */
export function parseSession(text: string): Session {
  return readVersioned(text, {
    schema: sessionSchema,
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    noun: 'session',
    what: 'an inspector session',
    versionHint: 'open it with the checkout that saved it',
    fail: (message) => new SessionFileError(message),
  }) as Session;
}

/** The file's text: pretty JSON, the same session always giving the same bytes. */
export const sessionText = (session: Session): string => `${JSON.stringify(session, null, 2)}\n`;

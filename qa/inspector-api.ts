/**
 * What the dev machine inspector (src/dev/, served by vite.config.ts) asks of the QA tool, and the
 * coverage document it lays over its charts: the rest of qa/'s public API, apart from qa/api.ts
 * because it loads the path model (every machine's path spec, about half a second).
 */

/** The coverage document (qa/docs/coverage.schema.json), as `npm run paths -- run` writes it. */
export { coverageDocument } from './paths/criteria';
/** A recorded session as a path file (qa/docs/path-files.md), which `run --from` runs. */
export { pathFileOfSession } from './paths/session-path';
export { pathFileText } from './paths/path-file';
/** The shortest generated path to a state or transition, with the command that runs it. */
export { shortestPathTo } from './paths/shortest';

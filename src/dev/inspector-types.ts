/**
 * What the inspector page's machine (src/dev/inspector.machine.ts) holds, hears and starts with,
 * and what it tells its channel to the app tabs.
 */
import type { CoverageReport } from './coverage-overlay';
import type { AppMessage, InspectorMessage, Plain, TabInfo } from './protocol';
import type { Session, SessionEntry } from './session';

export interface LiveActor {
  /** `<tab>/<key>`: unique across tabs. */
  id: string;
  tab: string;
  key: string;
  machineId: string;
  page: string;
  value: Plain;
  context: Plain;
  updated: number;
}

/** The shortest generated path to an uncovered state or transition (`/__machines/shortest`). */
export interface ShortestPath {
  title: string;
  steps: string[];
  command: string;
}

/** The tab the cursor travels in: its systems travel together (src/dev/time-travel.ts). */
export interface TravelledTab {
  tab: string;
}

export interface InspectorContext {
  /** Every tab seen, with the page it shows now. */
  tabs: Record<string, TabInfo>;
  actors: Record<string, LiveActor>;
  /** The session's entries, oldest first, at most `LOG_LIMIT`. */
  log: SessionEntry[];
  /** Entries that arrived while the log was paused, appended when it resumes. */
  held: SessionEntry[];
  logged: number;
  /** Event types and actor ids (`<tab>/<key>`) whose entries the log hides. */
  hiddenTypes: string[];
  hiddenActors: string[];
  /** Which actor a machine's chart follows; the most recently updated one when unset. */
  following: Record<string, string>;
  /** The actor the send form targets. */
  target: string | null;
  sendError: string | null;
  /** The selected entry's number while travelling or looking through an imported session. */
  cursor: number | null;
  travel: TravelledTab | null;
  /** A session read from a file, shown instead of the live one until closed. */
  imported: Session | null;
  /** Something the developer should know that is no error of theirs (a dropped stored session). */
  notice: string | null;
  coverage: CoverageReport | null;
  /** The coverage's project, or `all`. */
  project: string;
  shortest: { target: string; path: ShortestPath | null; error: string | null } | null;
  /** What went wrong with the last coverage load or path file. */
  requestError: string | null;
}

export type InspectorEvent =
  | { type: 'app.message'; message: AppMessage }
  | { type: 'log.pause' }
  | { type: 'log.resume' }
  | { type: 'log.clear' }
  | { type: 'filter.type'; eventType: string; shown: boolean }
  | { type: 'filter.actor'; actor: string; shown: boolean }
  | { type: 'filter.reset' }
  | { type: 'chart.follow'; machineId: string; actor: string }
  | { type: 'form.target'; actor: string }
  | { type: 'form.send'; actor: string; eventType: string; payload: string }
  | { type: 'travel.select'; n: number }
  | { type: 'travel.back' }
  | { type: 'travel.forward' }
  | { type: 'travel.resume' }
  | { type: 'session.import'; session: Session }
  | { type: 'session.importFailed'; error: string }
  | { type: 'session.close' }
  | { type: 'notice.dismiss' }
  | { type: 'coverage.load' }
  | { type: 'coverage.loaded'; report: CoverageReport }
  | { type: 'coverage.failed'; error: string }
  | { type: 'coverage.project'; project: string }
  | { type: 'coverage.explain'; machineId: string; target: string }
  | { type: 'coverage.hide' }
  | { type: 'shortest.close' }
  | { type: 'path.save'; machineId: string };

export interface InspectorInput {
  /** The session kept across a reload of the inspector page. */
  restored: Session | null;
  /** Why there is none, when it could not be read. */
  notice: string | null;
}

/** What the channel actor is told to post. */
export type ChannelCommand = { type: 'post'; message: InspectorMessage };

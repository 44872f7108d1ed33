/**
 * The inspector's log and the live actors it follows: what an app tab's message changes, which
 * entries the log shows through its filters, and the session as a file keeps it.
 */
import type { InspectorContext, InspectorInput, LiveActor } from './inspector-types';
import type { AppMessage, SnapshotMessage } from './protocol';
import { SESSION_FORMAT, SESSION_VERSION, type Session, type SessionEntry } from './session';

export const LOG_LIMIT = 300;

/** An entry's actor, unique across tabs: `<tab>/<key>`. */
export const actorIdOf = (entry: Pick<SessionEntry, 'tab' | 'actor'>) =>
  `${entry.tab}/${entry.actor.key}`;

/** An entry's event type as the log and its filters name it; `(current)` for a hello's answer. */
export const eventTypeOf = (entry: SessionEntry) => entry.event?.type ?? '(current)';

/** The entries the log and the cursor move through: the imported session's, or the live ones. */
export const entriesOf = (context: InspectorContext): SessionEntry[] =>
  context.imported ? context.imported.entries : context.log;

/** The entries the log shows, oldest first: those no filter hides. */
export const shownEntries = (context: InspectorContext): SessionEntry[] =>
  entriesOf(context).filter(
    (entry) =>
      !context.hiddenTypes.includes(eventTypeOf(entry)) &&
      !context.hiddenActors.includes(actorIdOf(entry)),
  );

/** The actor an entry shows, as the charts follow it. */
export const actorOf = (entry: SessionEntry): LiveActor => ({
  id: actorIdOf(entry),
  tab: entry.tab,
  key: entry.actor.key,
  machineId: entry.actor.machineId,
  page: entry.page,
  value: entry.value,
  context: entry.context,
  updated: entry.time,
});

export function entryOf(message: SnapshotMessage, n: number): SessionEntry {
  const { kind: _kind, tab, ...rest } = message;
  return { ...rest, n, tab: tab.id, page: tab.page };
}

/**
 * What a tab's message changes: its tab's page, the live actors, and for a snapshot the running
 * number its entry gets (`logged`) and the send form's first target.
 */
export function received(
  context: InspectorContext,
  message: AppMessage,
): Partial<InspectorContext> {
  if (message.kind === 'bye') {
    const actors = Object.fromEntries(
      Object.entries(context.actors).filter(([, actor]) => actor.tab !== message.tab),
    );
    return { actors };
  }
  if (message.kind === 'travelled') return {};
  const tabs = { ...context.tabs, [message.tab.id]: message.tab };
  if (message.kind === 'page') {
    const actors = Object.fromEntries(
      Object.entries(context.actors).map(([id, actor]) => [
        id,
        actor.tab === message.tab.id ? { ...actor, page: message.tab.page } : actor,
      ]),
    );
    return { tabs, actors };
  }
  const logged = context.logged + 1;
  const actor = actorOf(entryOf(message, logged));
  const actors = { ...context.actors };
  if (message.status === 'active') actors[actor.id] = actor;
  else delete actors[actor.id];
  return { tabs, actors, logged, target: context.target ?? actor.id };
}

/** `entries` with the newest message's entry (numbered by `received`), when it is a snapshot. */
export function withNewest(
  context: InspectorContext,
  entries: SessionEntry[],
  message: AppMessage,
): SessionEntry[] {
  if (message.kind !== 'snapshot') return entries;
  return [...entries, entryOf(message, context.logged)].slice(-LOG_LIMIT);
}

/** A filter list with `item` shown (taken out) or hidden (put in). */
export const toggled = (list: readonly string[], item: string, shown: boolean) =>
  shown ? list.filter((x) => x !== item) : [...new Set([...list, item])];

/** The session the page holds, as a file would keep it. */
export function sessionOf(context: InspectorContext, savedAt: Date): Session {
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    savedAt: savedAt.toISOString(),
    tabs: Object.values(context.tabs),
    entries: [...context.log, ...context.held],
  };
}

/** The page's context at start: the session kept across a reload, if any, numbered on after. */
export const initialContext = ({ restored, notice }: InspectorInput): InspectorContext => ({
  tabs: Object.fromEntries((restored?.tabs ?? []).map((tab) => [tab.id, tab])),
  actors: {},
  log: restored?.entries.slice(-LOG_LIMIT) ?? [],
  held: [],
  logged: Math.max(0, ...(restored?.entries.map((e) => e.n) ?? [])),
  hiddenTypes: [],
  hiddenActors: [],
  following: {},
  target: null,
  sendError: null,
  cursor: null,
  travel: null,
  imported: null,
  notice,
  coverage: null,
  project: 'all',
  shortest: null,
  requestError: null,
});

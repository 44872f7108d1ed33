/**
 * Time travel through the log: the system an entry belongs to, where selecting an entry, Step
 * back and Step forward put the cursor (Step back from live too), and the messages that restore
 * the cursor's system in its tab or return it to live.
 */
import { actorIdOf, entriesOf, shownEntries } from './inspector-log';
import type { InspectorContext, TravelSystem } from './inspector-types';
import type { InspectorMessage } from './protocol';
import type { SessionEntry } from './session';

/** Where the cursor is: the selected entry's number and the system it travels in. */
export type Cursor = Pick<InspectorContext, 'cursor' | 'travel'>;

/** The system an entry belongs to: its tab and root (null when its actor's owner cannot restore). */
function systemOf(entries: readonly SessionEntry[], entry: SessionEntry): TravelSystem {
  const root =
    entry.system?.root ??
    entries.findLast(
      (e) => e.n <= entry.n && actorIdOf(e) === actorIdOf(entry) && e.system !== undefined,
    )?.system?.root ??
    null;
  return { tab: entry.tab, root };
}

const isInSystem = (entry: SessionEntry, travel: TravelSystem) =>
  entry.tab === travel.tab && travel.root !== null && entry.system?.root === travel.root;

/**
 * A system's entries, oldest first: those with its root, or, for an actor that cannot be
 * restored, those of `entry`'s actor.
 */
function systemEntries(
  entries: readonly SessionEntry[],
  travel: TravelSystem,
  entry: SessionEntry,
): SessionEntry[] {
  if (travel.root !== null) return entries.filter((e) => isInSystem(e, travel));
  return entries.filter((e) => actorIdOf(e) === actorIdOf(entry));
}

/**
 * Where stepping starts: the selected entry in its system; with none selected, the newest entry
 * the log shows (its filters applied), as if it were selected.
 */
function origin(context: InspectorContext) {
  const entries = entriesOf(context);
  if (context.cursor !== null) {
    const entry = entries.find((e) => e.n === context.cursor);
    return entry && context.travel ? { entry, travel: context.travel } : undefined;
  }
  const newest = shownEntries(context).at(-1);
  return newest && { entry: newest, travel: systemOf(entries, newest) };
}

/** The entries of the cursor's system, oldest first; none without a cursor. */
export function cursorSystemEntries(context: InspectorContext): SessionEntry[] {
  const from = context.cursor === null ? undefined : origin(context);
  return from ? systemEntries(entriesOf(context), from.travel, from.entry) : [];
}

/** The cursor on entry `n` (a logged one), in its system. */
export function selected(context: InspectorContext, n: number): Cursor {
  const entries = entriesOf(context);
  const entry = entries.find((e) => e.n === n)!;
  return { cursor: entry.n, travel: systemOf(entries, entry) };
}

/**
 * Where Step back (-1) or Step forward (+1) puts the cursor: on the entry of its system just
 * before or after it. With no entry selected (live, or an imported session seen whole), Step
 * back goes to the state before the newest entry the log shows, as if that entry were selected
 * and stepped back from, and there is nothing to step forward to. Undefined when there is no
 * such entry.
 */
export function stepped(context: InspectorContext, direction: -1 | 1): Cursor | undefined {
  if (direction === 1 && context.cursor === null) return undefined;
  const from = origin(context);
  if (!from) return undefined;
  const entries = systemEntries(entriesOf(context), from.travel, from.entry);
  const to =
    direction === -1
      ? entries.findLast((e) => e.n < from.entry.n)
      : entries.find((e) => e.n > from.entry.n);
  return to && { cursor: to.n, travel: from.travel };
}

/** The `travel` message for the cursor: the system's persisted snapshot at or before it. */
export function travelMessage(context: InspectorContext): InspectorMessage | null {
  const { travel, cursor } = context;
  if (!travel?.root || cursor === null) return null;
  const root = travel.root;
  const latest = context.log.findLast((e) => e.n <= cursor && isInSystem(e, travel));
  if (!latest?.system) return null;
  return { kind: 'travel', tab: travel.tab, root, persisted: latest.system.persisted };
}

/** The `resume` that returns the travelled system to live, when a tab restored one. */
export function resumeMessage(context: InspectorContext): InspectorMessage | null {
  const { tab, root } = context.travel ?? {};
  return tab && root ? { kind: 'resume', tab, root } : null;
}

/** The `resume` of the travelled system when selecting entry `n` travels in another one. */
export function resumeBeforeSelecting(
  context: InspectorContext,
  n: number,
): InspectorMessage | null {
  const { travel } = context;
  const entry = context.log.find((e) => e.n === n);
  if (!travel?.root || !entry) return null;
  const next = systemOf(context.log, entry);
  if (next.tab === travel.tab && next.root === travel.root) return null;
  return { kind: 'resume', tab: travel.tab, root: travel.root };
}

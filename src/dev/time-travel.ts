/**
 * Time travel through the log. A tab is one timeline, whichever of its systems logged an entry
 * (the app's, an island's): selecting an entry, Step back and Step forward put the cursor on an
 * entry of its tab, and the tab is shown as it was just after it. Each of its restorable systems
 * goes back to the latest persisted snapshot its entries carried at or before the cursor; one
 * that logged nothing restorable by then, and an actor whose system cannot be restored, stay as
 * they are. Also: the messages that restore the tab and return it to live.
 */
import { entriesOf, shownEntries } from './inspector-log';
import type { InspectorContext } from './inspector-types';
import type { InspectorMessage, Plain } from './protocol';
import type { SessionEntry } from './session';

/** Where the cursor is: the selected entry's number and the tab it travels in. */
export type Cursor = Pick<InspectorContext, 'cursor' | 'travel'>;

const entriesOfTab = (entries: readonly SessionEntry[], tab: string) =>
  entries.filter((e) => e.tab === tab);

/**
 * Where stepping starts: the selected entry; with none selected, the newest entry the log shows
 * (its filters applied), as if it were selected.
 */
function origin(context: InspectorContext): SessionEntry | undefined {
  if (context.cursor === null) return shownEntries(context).at(-1);
  return entriesOf(context).find((e) => e.n === context.cursor);
}

/** The entries of the cursor's tab, oldest first; none without a cursor. */
export function cursorTabEntries(context: InspectorContext): SessionEntry[] {
  const { cursor, travel } = context;
  return cursor === null || !travel ? [] : entriesOfTab(entriesOf(context), travel.tab);
}

/** The cursor on entry `n` (a logged one), in its tab. */
export function selected(context: InspectorContext, n: number): Cursor {
  const entry = entriesOf(context).find((e) => e.n === n)!;
  return { cursor: entry.n, travel: { tab: entry.tab } };
}

/**
 * Where Step back (-1) or Step forward (+1) puts the cursor: on the entry of its tab just before
 * or after it. With no entry selected (live, or an imported session seen whole), Step back goes
 * to the state before the newest entry the log shows, whichever system logged it, as if that
 * entry were selected and stepped back from; there is nothing to step forward to. Undefined when
 * there is no such entry.
 */
export function stepped(context: InspectorContext, direction: -1 | 1): Cursor | undefined {
  if (direction === 1 && context.cursor === null) return undefined;
  const from = origin(context);
  if (!from) return undefined;
  const entries = entriesOfTab(entriesOf(context), from.tab);
  const to =
    direction === -1 ? entries.findLast((e) => e.n < from.n) : entries.find((e) => e.n > from.n);
  return to && { cursor: to.n, travel: { tab: from.tab } };
}

/**
 * The `travel` that shows the cursor's tab as it was at the cursor: each restorable system's
 * latest persisted snapshot at or before it. Null when the tab had none by then.
 */
export function travelMessage(context: InspectorContext): InspectorMessage | null {
  const { travel, cursor } = context;
  if (!travel || cursor === null) return null;
  const systems = new Map<string, Plain>();
  for (const entry of entriesOfTab(context.log, travel.tab)) {
    if (entry.n > cursor) break;
    if (entry.system) systems.set(entry.system.root, entry.system.persisted);
  }
  if (systems.size === 0) return null;
  const restored = [...systems].map(([root, persisted]) => ({ root, persisted }));
  return { kind: 'travel', tab: travel.tab, systems: restored };
}

/** Whether a tab has logged a system it can restore, so travel may have restored something. */
const canRestore = (context: InspectorContext, tab: string) =>
  context.log.some((e) => e.tab === tab && e.system !== undefined);

/** The `resume` that returns the travelled tab to live, when it has systems to restore. */
export function resumeMessage(context: InspectorContext): InspectorMessage | null {
  const { travel } = context;
  return travel && canRestore(context, travel.tab) ? { kind: 'resume', tab: travel.tab } : null;
}

/** The `resume` of the travelled tab when selecting entry `n` travels in another one. */
export function resumeBeforeSelecting(
  context: InspectorContext,
  n: number,
): InspectorMessage | null {
  const { travel } = context;
  const entry = context.log.find((e) => e.n === n);
  if (!travel || !entry || entry.tab === travel.tab) return null;
  return resumeMessage(context);
}

/** The actors the inspector's charts show: live, at the cursor, or those of an imported session. */
import { actorIdOf, actorOf } from './inspector-log';
import type { InspectorContext, LiveActor } from './inspector-types';
import type { SessionEntry } from './session';
import { cursorTabEntries } from './time-travel';

/** An actor as the last of its entries up to `n` shows it. */
const asOf = (entries: readonly SessionEntry[], actor: string, n: number) =>
  entries.findLast((e) => e.n <= n && actorIdOf(e) === actor);

/**
 * The actors the charts show: the live ones; while travelling, those of the travelled tab as the
 * log has them at the cursor; while reviewing, the imported session's at the cursor.
 */
export function shownActors(context: InspectorContext): Record<string, LiveActor> {
  const { cursor, travel, imported } = context;
  if (imported) {
    const shown: Record<string, LiveActor> = {};
    for (const e of imported.entries) {
      if (cursor !== null && e.n > cursor) break;
      const actor = actorOf(e);
      if (e.status !== 'active') delete shown[actor.id];
      else shown[actor.id] = actor;
    }
    return shown;
  }
  if (cursor === null || !travel) return context.actors;
  const tab = cursorTabEntries(context);
  return Object.fromEntries(
    Object.entries(context.actors).map(([id, actor]) => {
      const past = asOf(tab, id, cursor);
      return [id, past ? { ...actor, value: past.value, context: past.context } : actor];
    }),
  );
}

/** The actor a machine's chart follows: the chosen one while it is shown, else the latest. */
export function followed(context: InspectorContext, machineId: string): LiveActor | undefined {
  const actors = shownActors(context);
  const chosen = actors[context.following[machineId] ?? ''];
  if (chosen) return chosen;
  return Object.values(actors)
    .filter((actor) => actor.machineId === machineId)
    .sort((a, b) => b.updated - a.updated)[0];
}

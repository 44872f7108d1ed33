/** The events the inspector's send form offers for an actor. */
import type { LiveActor } from '../inspector-types';
import { allStates } from '../statechart';
import { chartOf } from './machine-charts';

/** One event the send form offers: its type and the actor that receives it. */
export interface SendChoice {
  actor: string;
  eventType: string;
  /** The receiving actor's key when it is a child of the chosen one. */
  via: string | null;
}

/**
 * The events the form offers for an actor: its machine's own; for a machine that handles none
 * (the `app` root only starts the others), those of the children it invokes that are live in the
 * same tab, each sent to that child.
 */
export function sendChoices(target: LiveActor | undefined, actors: readonly LiveActor[]) {
  const chart = target && chartOf(target.machineId);
  if (!target || !chart) return [];
  if (chart.events.length > 0)
    return chart.events.map((eventType) => ({ actor: target.id, eventType, via: null }));
  return allStates(chart.root)
    .flatMap((state) => state.invokes)
    .flatMap((src): SendChoice[] => {
      const child = actors.find((a) => a.tab === target.tab && a.machineId === src);
      const events = chartOf(src)?.events ?? [];
      return child
        ? events.map((eventType) => ({ actor: child.id, eventType, via: child.key }))
        : [];
    });
}

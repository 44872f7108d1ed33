/**
 * The app side of the dev inspector (`npm run dev` only: `main.tsx` imports it behind
 * `import.meta.env.DEV`, so the production build drops it). Every machine actor created with
 * its `inspect` observer reports each snapshot to any open inspector page, with the event that
 * caused it and what the step did: the transitions its microsteps took, the actions that ran and
 * the effects among them, all from XState's public inspection events. A newly opened inspector
 * gets every live actor's current snapshot; an event the inspector sends is delivered to the
 * actor; the tab says when it shows another page.
 *
 * Time travel: a system whose root is `restorable` carries its root's persisted snapshot in
 * every message of its actors. The inspector shows the tab as it was at one moment by sending
 * back, in one `travel`, a persisted snapshot for each of the tab's restorable systems; the code
 * that owns each system shows it as that snapshot has it (src/dev/restorers.ts), and `resume`
 * has every system the tab restored shown live again. A restored machine runs no action, so no
 * effect is replayed (src/dev/effects.ts names what stays as it was).
 */
import type { AnyActorRef, InspectionEvent, Snapshot } from 'xstate';
import {
  createStepRecorder,
  isMachineSnapshot,
  machineIdOf,
  type MachineSnapshot,
} from './inspection-events';
import {
  INSPECTOR_CHANNEL,
  toPlain,
  type ActorInfo,
  type AppMessage,
  type InspectorMessage,
  type SnapshotMessage,
  type StepDetails,
  type TabFacts,
  type TabInfo,
  type TravelledSystem,
} from './protocol';
import { readTabFacts } from './tab-facts';

/** The part of a BroadcastChannel the bridge uses, so tests can hand in their own. */
export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

/** How the code that owns a system shows it as it was, and live again (src/dev/restorers.ts). */
export interface Restorer {
  /** Show the system as `persisted`, a persisted snapshot of its root, has it. */
  travel: (persisted: Snapshot<unknown>) => void;
  /** Show the live system again. */
  resume: () => void;
}

interface Tracked {
  ref: AnyActorRef;
  info: ActorInfo;
  /** The session id of its system's root. */
  rootId: string;
}

export function createBridge({
  channel,
  tab,
  page,
  facts,
  now = Date.now,
}: {
  channel: Channel;
  tab: string;
  /** The page the tab shows, read when a message is posted. */
  page: () => string;
  facts: TabFacts;
  now?: () => number;
}) {
  const tracked = new Map<AnyActorRef, Tracked>();
  const byKey = new Map<string, Tracked>();
  /** Each system's root, by its session id (`rootId` in every inspection event). */
  const roots = new Map<string, AnyActorRef>();
  /** What each actor did since its last snapshot, and that snapshot's value. */
  const steps = createStepRecorder();
  /** Events the inspector sent, recognised when the actor's snapshot names them. */
  const sentByInspector = new WeakSet<object>();
  /** How to restore each restorable root's system, by the root's machine id. */
  const restorers = new Map<string, Restorer>();
  /** The restorers the tab's last travels used, for `resume`. */
  const travelled = new Set<Restorer>();
  /** While a system is replaced, its actors' stop and restart are not news to the inspector. */
  let restoring = false;
  let shownPage = page();
  const tabInfo = (): TabInfo => ({ id: tab, page: page(), facts });

  /** An actor's key: its machine id, numbered when another actor of it is live in the tab. */
  const track = (ref: AnyActorRef, machineId: string, rootId: string): Tracked => {
    const known = tracked.get(ref);
    if (known) return known;
    let n = 1;
    while (byKey.has(n === 1 ? machineId : `${machineId}#${n}`)) n += 1;
    const key = n === 1 ? machineId : `${machineId}#${n}`;
    const entry = { ref, info: { key, machineId }, rootId };
    tracked.set(ref, entry);
    byKey.set(key, entry);
    return entry;
  };

  const forget = (entry: Tracked) => {
    tracked.delete(entry.ref);
    byKey.delete(entry.info.key);
    steps.forget(entry.ref);
    if (roots.get(entry.rootId) === entry.ref) roots.delete(entry.rootId);
  };

  const post = (message: AppMessage) => channel.postMessage(message);

  /** The restorable system an actor belongs to, as it is now; undefined if it is not one. */
  const systemOf = (rootId: string): SnapshotMessage['system'] => {
    const root = roots.get(rootId);
    const machineId = root && machineIdOf(root);
    if (!root || machineId === undefined || !restorers.has(machineId)) return undefined;
    return {
      root: track(root, machineId, rootId).info.key,
      persisted: toPlain(root.getPersistedSnapshot()),
    };
  };

  const postSnapshot = (
    { info, rootId }: Tracked,
    snapshot: MachineSnapshot,
    event: { type: string } | null,
    step?: StepDetails,
  ) => {
    const { type, ...payload } = event ?? { type: '' };
    const system = systemOf(rootId);
    post({
      kind: 'snapshot',
      tab: tabInfo(),
      actor: info,
      event: event
        ? {
            type,
            payload: toPlain(payload),
            ...(sentByInspector.has(event) && { fromInspector: true }),
          }
        : null,
      value: toPlain(snapshot.value),
      context: toPlain(snapshot.context),
      status: snapshot.status,
      time: now(),
      ...(step && { step }),
      ...(system && { system }),
    });
  };

  /** Runs `work`, which replaces systems: their actors' stop and start are not news. */
  const quietly = (work: () => void) => {
    restoring = true;
    try {
      work();
    } finally {
      restoring = false;
    }
  };

  /** Shows each system as its sent snapshot has it; a root the tab no longer has is skipped. */
  const travel = (systems: readonly TravelledSystem[]) => {
    quietly(() => {
      for (const { root, persisted } of systems) {
        const machineId = byKey.get(root)?.info.machineId;
        const restorer = machineId === undefined ? undefined : restorers.get(machineId);
        if (!restorer) continue;
        // The inspector sends back what `system.persisted` carried: a persisted snapshot, as plain data.
        restorer.travel(persisted as unknown as Snapshot<unknown>);
        travelled.add(restorer);
      }
    });
    post({ kind: 'travelled', tab, live: false });
  };

  /**
   * Every system the tab restored, live again; then every actor as it is now (as for a hello): a
   * restore posts nothing, and back to live the inspector must see the live values again.
   */
  const resume = () => {
    if (travelled.size > 0) {
      quietly(() => travelled.forEach((restorer) => restorer.resume()));
      travelled.clear();
      postEveryActor();
    }
    post({ kind: 'travelled', tab, live: true });
  };

  const postEveryActor = () => {
    for (const entry of byKey.values()) {
      const snapshot = entry.ref.getSnapshot() as Snapshot<unknown>;
      if (isMachineSnapshot(snapshot)) postSnapshot(entry, snapshot, null);
    }
  };

  channel.addEventListener('message', ({ data }) => {
    const message = data as InspectorMessage;
    if (message.kind === 'hello') {
      postEveryActor();
      return;
    }
    if (message.tab !== tab) return;
    if (message.kind === 'send') {
      sentByInspector.add(message.event);
      byKey.get(message.actor)?.ref.send(message.event);
    } else if (message.kind === 'travel') {
      travel(message.systems);
    } else if (message.kind === 'resume') {
      resume();
    }
  });

  /** The `inspect` observer to hand to `createActor` / `useActorRef`. */
  const inspect = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    // A root stopped and started again (React's StrictMode does so with a component's actor) is
    // forgotten at its stop and known again at its next event.
    if (ref.sessionId === event.rootId) roots.set(event.rootId, ref);
    if (event.type === '@xstate.actor') return;
    const machineId = machineIdOf(ref);
    if (machineId === undefined) return;
    if (event.type === '@xstate.microstep' || event.type === '@xstate.action') {
      steps.record(event, ref, machineId);
      return;
    }
    if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
    const snapshot = event.snapshot;
    const entry = track(ref, machineId, event.rootId);
    const step = steps.finish(ref, snapshot);
    if (!restoring) postSnapshot(entry, snapshot, event.event, step);
    // A stopped actor (a demo player whose page was left) leaves the inspector's list.
    if (snapshot.status !== 'active') forget(entry);
  };

  /**
   * Lets the inspector restore the systems whose root is an actor of `machineId`: their messages
   * carry the root's persisted snapshot, and `restorer` shows such a system as one has it.
   * Returns how to take it back (the system's owner is gone: an island's page was left).
   */
  const restorable = (machineId: string, restorer: Restorer) => {
    restorers.set(machineId, restorer);
    return () => {
      if (restorers.get(machineId) === restorer) restorers.delete(machineId);
      travelled.delete(restorer);
    };
  };

  /** Tells the inspector when the tab shows another page, so actor labels follow it. */
  const followPage = () => {
    const current = page();
    if (current === shownPage) return;
    shownPage = current;
    post({ kind: 'page', tab: tabInfo() });
  };

  const close = () => post({ kind: 'bye', tab });

  return { inspect, restorable, followPage, close };
}

export type Bridge = ReturnType<typeof createBridge>;

/**
 * The address bar's changes: wouter's browser location dispatches `pushState` and `replaceState`
 * on `window` after each navigation, and Back and Forward fire `popstate`.
 */
const LOCATION_EVENTS = ['pushState', 'replaceState', 'popstate'] as const;

let connected: Bridge | undefined;

/** This tab's one bridge, on the shared channel: connected on first use. */
export function tabBridge(): Bridge {
  if (connected) return connected;
  const bridge = createBridge({
    channel: new BroadcastChannel(INSPECTOR_CHANNEL),
    tab: Math.random().toString(36).slice(2, 8),
    page: () => `${window.location.pathname}${window.location.search}`,
    facts: readTabFacts(),
  });
  for (const type of LOCATION_EVENTS) window.addEventListener(type, bridge.followPage);
  window.addEventListener('pagehide', bridge.close);
  connected = bridge;
  return bridge;
}

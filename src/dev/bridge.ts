/**
 * The app side of the dev inspector (`npm run dev` only: `main.tsx` imports it behind
 * `import.meta.env.DEV`, so the production build drops it). Every machine actor created with
 * its `inspect` observer reports each snapshot, with the event that caused it, to any open
 * inspector page; a newly opened inspector gets every live actor's current snapshot; an event
 * the inspector sends is delivered to the actor.
 */
import type { AnyActorRef, InspectionEvent, Snapshot } from 'xstate';
import {
  INSPECTOR_CHANNEL,
  toPlain,
  type ActorInfo,
  type AppMessage,
  type InspectorMessage,
  type TabFacts,
  type TabInfo,
} from './protocol';
import { STORAGE_KEYS } from '../../machines/constants';

/** The part of a BroadcastChannel the bridge uses, so tests can hand in their own. */
export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

type MachineSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

interface Tracked {
  ref: AnyActorRef;
  info: ActorInfo;
}

/** The machine id of an actor whose logic is a state machine; undefined for other actors. */
function machineIdOf(ref: AnyActorRef): string | undefined {
  const logic = (ref as { logic?: unknown }).logic;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) {
    return undefined;
  }
  return typeof logic.id === 'string' ? logic.id : undefined;
}

const isMachineSnapshot = (snapshot: Snapshot<unknown>): snapshot is MachineSnapshot =>
  'value' in snapshot && 'context' in snapshot;

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
  const tabInfo = (): TabInfo => ({ id: tab, page: page(), facts });

  /** An actor's key: its machine id, numbered when another actor of it is live in the tab. */
  const track = (ref: AnyActorRef, machineId: string): Tracked => {
    const known = tracked.get(ref);
    if (known) return known;
    let n = 1;
    while (byKey.has(n === 1 ? machineId : `${machineId}#${n}`)) n += 1;
    const entry = { ref, info: { key: n === 1 ? machineId : `${machineId}#${n}`, machineId } };
    tracked.set(ref, entry);
    return entry;
  };

  const post = (message: AppMessage) => channel.postMessage(message);

  const postSnapshot = (
    { info }: Tracked,
    snapshot: MachineSnapshot,
    event: { type: string } | null,
  ) => {
    const { type, ...payload } = event ?? { type: '' };
    post({
      kind: 'snapshot',
      tab: tabInfo(),
      actor: info,
      event: event ? { type, payload: toPlain(payload) } : null,
      value: toPlain(snapshot.value),
      context: toPlain(snapshot.context),
      status: snapshot.status,
      time: now(),
    });
  };

  channel.addEventListener('message', ({ data }) => {
    const message = data as InspectorMessage;
    if (message.kind === 'hello') {
      for (const entry of byKey.values()) {
        const snapshot = entry.ref.getSnapshot() as Snapshot<unknown>;
        if (isMachineSnapshot(snapshot)) postSnapshot(entry, snapshot, null);
      }
    } else if (message.kind === 'send' && message.tab === tab) {
      byKey.get(message.actor)?.ref.send(message.event);
    }
  });

  /** The `inspect` observer to hand to `createActor` / `useActorRef`. */
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return;
    const ref = event.actorRef as AnyActorRef;
    const machineId = machineIdOf(ref);
    const snapshot = event.snapshot;
    if (machineId === undefined || !isMachineSnapshot(snapshot)) return;
    const entry = track(ref, machineId);
    postSnapshot(entry, snapshot, event.event);
    // A stopped actor (a demo player whose page was left) leaves the inspector's list.
    if (snapshot.status === 'active') byKey.set(entry.info.key, entry);
    else byKey.delete(entry.info.key);
  };

  const close = () => post({ kind: 'bye', tab });

  return { inspect, close };
}

/** The site's stored values, read without throwing (storage can be refused). */
function storedValues(): Record<string, string> {
  const stored: Record<string, string> = {};
  try {
    for (const key of Object.values(STORAGE_KEYS)) {
      const value = window.localStorage.getItem(key);
      if (value !== null) stored[key] = value;
    }
  } catch {
    // Nothing is readable: the tab starts as with empty storage.
  }
  return stored;
}

/** What this tab loaded with: where a path that replays it has to start. */
function readFacts(): TabFacts {
  return {
    url: window.location.href,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    touch: window.matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0,
    userAgent: navigator.userAgent,
    language: document.documentElement.lang,
    stored: storedValues(),
  };
}

/** The bridge of this tab, on the shared channel. */
export function connectBridge() {
  const bridge = createBridge({
    channel: new BroadcastChannel(INSPECTOR_CHANNEL),
    tab: Math.random().toString(36).slice(2, 8),
    page: () => `${window.location.pathname}${window.location.search}`,
    facts: readFacts(),
  });
  window.addEventListener('pagehide', bridge.close);
  return bridge.inspect;
}

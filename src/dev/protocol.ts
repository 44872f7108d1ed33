/**
 * What the app tabs (src/dev/bridge.ts) and the inspector page (/__machines) say to each other
 * over a same-origin BroadcastChannel: no server, no network, so it works offline.
 */

/** The channel's name; also the marker `npm run size` looks for in the production bundle. */
export const INSPECTOR_CHANNEL = 'kavana-dev-machine-inspector';

/** What structured clone and JSON both carry. */
export type Plain =
  null | boolean | number | string | readonly Plain[] | { readonly [key: string]: Plain };

/** What a path needs to start where a tab started: its device and what it had stored. */
export interface TabFacts {
  /** The address the tab loaded, with origin. */
  url: string;
  viewport: { width: number; height: number };
  /** `(pointer: coarse)` and touch points: a phone or tablet. */
  touch: boolean;
  userAgent: string;
  /** `<html lang>` at load. */
  language: string;
  /** The site's own local-storage keys and values at load (`STORAGE_KEYS`). */
  stored: Record<string, string>;
}

export interface TabInfo {
  /** Random per page load. */
  id: string;
  /** The page the tab shows when it posts. */
  page: string;
  /** Read once, at load. */
  facts: TabFacts;
}

export interface ActorInfo {
  /** Unique in its tab: the machine id, `#2`, `#3` … for later actors of the same machine. */
  key: string;
  machineId: string;
}

/** One transition a microstep took, named as `src/dev/statechart.ts` names its parts. */
export interface TakenTransition {
  /** The state node id that handled the event: `sideBar.desktop.collapsed`. */
  source: string;
  /** Target state node ids; empty when the transition only ran actions. */
  targets: string[];
  /** The event type that took it; `''` for an eventless (`always`) transition. */
  trigger: string;
  guard: string | undefined;
}

/**
 * What one macrostep did, from XState's public inspection events (`@xstate.microstep`,
 * `@xstate.action`): the inspector derives each candidate transition's guard result from the
 * chart and which one was taken (earlier candidates said no, later ones were not asked).
 */
export interface StepDetails {
  /** The state value before the event. */
  before: Plain;
  /** Each microstep in order: the event's own, then the eventless ones that followed. */
  microsteps: { event: string; transitions: TakenTransition[] }[];
  /** Each action that ran, in order, with its parameters. */
  actions: { type: string; params: Plain }[];
  /** What travel cannot undo: each such action, named (`storage write`, `post`, `address bar`). */
  effects: { action: string; effect: string }[];
}

export interface SnapshotMessage {
  kind: 'snapshot';
  tab: TabInfo;
  actor: ActorInfo;
  /**
   * The event that led to this snapshot; null when answering an inspector's hello.
   * `fromInspector`: sent by the inspector's form, not caused by the visitor.
   */
  event: { type: string; payload: Plain; fromInspector?: boolean } | null;
  value: Plain;
  context: Plain;
  /** `active`, `done`, `error` or `stopped`: anything but active ends the actor. */
  status: string;
  time: number;
  /** What the step did; absent when answering hello. */
  step?: StepDetails;
  /**
   * The actor's system after this snapshot, restorable: its root's key and
   * `root.getPersistedSnapshot()`. Absent for an actor whose owner cannot restore it.
   */
  system?: { root: string; persisted: Plain };
}

/** The tab moved to another page: actor labels follow it. */
interface PageMessage {
  kind: 'page';
  tab: TabInfo;
}

interface ByeMessage {
  kind: 'bye';
  tab: string;
}

/** The tab restored its systems (`travel`), or went back to live (`resume`). */
interface TravelledMessage {
  kind: 'travelled';
  tab: string;
  live: boolean;
}

export type AppMessage = SnapshotMessage | PageMessage | ByeMessage | TravelledMessage;

export type InspectorMessage =
  | { kind: 'hello' }
  | { kind: 'send'; tab: string; actor: string; event: { type: string; [key: string]: Plain } }
  /**
   * Show the tab as it was at one moment: each listed system (by its root's key) restored from a
   * persisted snapshot the tab sent earlier. Effects are not replayed. `resume` returns every
   * system the tab restored to live.
   */
  | { kind: 'travel'; tab: string; systems: TravelledSystem[] }
  | { kind: 'resume'; tab: string };

/** A system to restore: its root's key and the persisted snapshot its messages carried. */
export interface TravelledSystem {
  root: string;
  persisted: Plain;
}

const MAX_DEPTH = 8;

/**
 * A copy of any value that survives `postMessage` and `JSON.stringify`: functions, symbols,
 * DOM nodes and actor references become short descriptions, maps and sets become arrays,
 * cycles and very deep nesting are cut off. Snapshots and events carry such values (a toast
 * intent, an invoked actor), and a value `postMessage` cannot clone would lose the whole message.
 */
export function toPlain(value: unknown, depth = 0, path: object[] = []): Plain {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return null;
    case 'symbol':
      return value.toString();
    case 'function':
      return `[function ${value.name || 'anonymous'}]`;
  }
  if (value === null) return null;
  const object = value as object;
  if (path.includes(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  const inner = (item: unknown) => toPlain(item, depth + 1, [...path, object]);
  if (object instanceof Date)
    return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof RegExp) return String(object);
  if (object instanceof Error) return { name: object.name, message: object.message };
  if (object instanceof Map) return [...object.entries()].map(([k, v]) => [inner(k), inner(v)]);
  if (object instanceof Set) return [...object].map(inner);
  if (Array.isArray(object)) return object.map(inner);
  if ('nodeType' in object && 'nodeName' in object && typeof object.nodeName === 'string') {
    return `[${object.nodeName.toLowerCase()} node]`;
  }
  if ('sessionId' in object && 'send' in object && typeof object.send === 'function') {
    return `[actor ${String((object as { id?: unknown }).id ?? object.sessionId)}]`;
  }
  const result: Record<string, Plain> = {};
  for (const [key, item] of Object.entries(object)) {
    if (item !== undefined) result[key] = inner(item);
  }
  return result;
}

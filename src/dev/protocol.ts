/**
 * What the app tabs (src/dev/bridge.ts) and the inspector page (/__machines) say to each other
 * over a same-origin BroadcastChannel: no server, no network, so it works offline.
 */

/** The channel's name; also the marker `npm run size` looks for in the production bundle. */
export const INSPECTOR_CHANNEL = 'kavana-dev-machine-inspector';

/** What structured clone and JSON both carry. */
export type Plain =
  null | boolean | number | string | readonly Plain[] | { readonly [key: string]: Plain };

export interface TabInfo {
  /** Random per page load. */
  id: string;
  /** The page the tab shows when it posts. */
  page: string;
}

export interface ActorInfo {
  /** Unique in its tab: the machine id, `#2`, `#3` … for later actors of the same machine. */
  key: string;
  machineId: string;
}

export interface SnapshotMessage {
  kind: 'snapshot';
  tab: TabInfo;
  actor: ActorInfo;
  /** The event that led to this snapshot; null when answering an inspector's hello. */
  event: { type: string; payload: Plain } | null;
  value: Plain;
  context: Plain;
  /** `active`, `done`, `error` or `stopped`: anything but active ends the actor. */
  status: string;
  time: number;
}

interface ByeMessage {
  kind: 'bye';
  tab: string;
}

export type AppMessage = SnapshotMessage | ByeMessage;

export type InspectorMessage =
  | { kind: 'hello' }
  | { kind: 'send'; tab: string; actor: string; event: { type: string; [key: string]: Plain } };

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

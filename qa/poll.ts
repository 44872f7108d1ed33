/**
 * Polling, written once for every tool and suite that waits on something it cannot be told about:
 * a server that starts listening, a page that settles, a browser driver that comes up, a state
 * the visitor should reach. Part of the QA tool's public API (qa/README.md): the e2e suites, the
 * unit tests and the scripts import it through qa/api.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface PollOptions {
  /** How long to keep reading, in milliseconds. */
  timeout: number;
  /** Milliseconds between two readings; 100 unless given. */
  every?: number;
  /** Called before each reading; throws to give up at once (a server that has exited). */
  alive?: () => void;
}

/** How a poll ended: whether the condition held, the last reading, the last reading's error. */
export interface Polled<T> {
  held: boolean;
  last: T | undefined;
  error: unknown;
}

/**
 * Reads `read` until `ok` holds for what it read, or until `timeout` has passed; returns how it
 * ended. A reading that throws (a page being replaced, a server not listening yet) is read again.
 */
export async function poll<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  { timeout, every = 100, alive }: PollOptions,
): Promise<Polled<T>> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let error: unknown;
  for (;;) {
    alive?.();
    try {
      last = await read();
      error = undefined;
      if (ok(last)) return { held: true, last, error };
    } catch (caught) {
      error = caught;
    }
    if (Date.now() > deadline) return { held: false, last, error };
    await sleep(every);
  }
}

/** What a poll last saw, for a message: the reading, or the error that stopped it. */
export const lastSeen = ({ last, error }: Polled<unknown>): string =>
  error === undefined
    ? JSON.stringify(last)
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);

/**
 * Reads `read` until `ok` holds for what it read, and returns that reading; otherwise throws
 * "`message`: not within `timeout` ms (last read: …)".
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  message: string,
  options: PollOptions,
): Promise<T> {
  const polled = await poll(read, ok, options);
  if (polled.held) return polled.last as T;
  throw new Error(`${message}: not within ${options.timeout} ms (last read: ${lastSeen(polled)})`);
}

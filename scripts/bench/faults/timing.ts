/** Waiting in the fault bench's scenarios, and how it prints a duration. */
import { setTimeout as sleep } from 'node:timers/promises';

export const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls until `check` is truthy or the deadline passes; resolves to when it became true. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline) return undefined;
    await sleep(everyMs);
  }
}

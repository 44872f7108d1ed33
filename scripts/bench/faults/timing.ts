/** Waiting in the fault bench's scenarios, and how it prints a duration. */
import { setTimeout as sleep } from 'node:timers/promises';
import { poll } from '../../../qa/api';

export const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls until `check` is true or the deadline passes; resolves to when it became true. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
) {
  const { held } = await poll(check, (done) => done, { timeout: timeoutMs, every: everyMs });
  return held ? Date.now() : undefined;
}

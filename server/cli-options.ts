/** What the `npm run submissions` commands read from their arguments. */

const DAY_MS = 24 * 60 * 60_000;

/** `2026-01-31`, an ISO time, or `30d` (that many days ago). */
export function parseSince(value: string, now = Date.now()): number {
  const days = /^(\d+)d$/.exec(value);
  if (days) return now - Number(days[1]) * DAY_MS;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`Not a date: ${value}`);
  return time;
}

/** The value after `--name`, if given. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

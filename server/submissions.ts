/**
 * Reads and prunes what the contact form stored (the database of CONTACT_DB).
 *
 *   npm run submissions -- list [--json] [--since 2026-01-31 | --since 7d] [--no-spam]
 *   npm run submissions -- purge --older-than 365d
 */
import { existsSync } from 'node:fs';
import { configFromEnv } from './config';
import { openSqliteStore } from './sqlite-store';
import type { StoredSubmission } from './store';

const DAY_MS = 24 * 60 * 60_000;

const usage = `Usage:
  npm run submissions -- list [--json] [--since DATE|Nd] [--no-spam]
  npm run submissions -- purge --older-than Nd`;

/** `2026-01-31`, an ISO time, or `30d` (that many days ago). */
export function parseSince(value: string, now = Date.now()): number {
  const days = /^(\d+)d$/.exec(value);
  if (days) return now - Number(days[1]) * DAY_MS;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`Not a date: ${value}`);
  return time;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const status = (submission: StoredSubmission) =>
  submission.spamReason
    ? `spam (${submission.spamReason})`
    : submission.sentAt
      ? `sent ${new Date(submission.sentAt).toISOString()}`
      : `queued (${submission.attempts} attempts)`;

function printTable(submissions: StoredSubmission[]) {
  for (const submission of submissions) {
    console.log(
      [
        `${new Date(submission.receivedAt).toISOString()}  ${submission.id}  [${submission.language}] ${status(submission)}`,
        `  ${submission.name} <${submission.email}>, ${submission.company}${submission.phone ? `, ${submission.phone}` : ''}`,
        `  topic: ${submission.topic}`,
        ...submission.message.split('\n').map((line) => `  | ${line}`),
        '',
      ].join('\n'),
    );
  }
  console.log(`${submissions.length} submission(s)`);
}

export function main(args: string[]): number {
  const [command, ...rest] = args;
  const config = configFromEnv();
  if (command !== 'list' && command !== 'purge') {
    console.error(usage);
    return 2;
  }
  if (!existsSync(config.databaseFile)) {
    console.error(
      `No database at ${config.databaseFile} (set CONTACT_DB, or start the service once).`,
    );
    return 1;
  }
  const store = openSqliteStore(config.databaseFile);
  try {
    if (command === 'list') {
      const since = option(rest, '--since');
      const submissions = store.listSubmissions({
        since: since ? parseSince(since) : 0,
        includeSpam: !rest.includes('--no-spam'),
      });
      if (rest.includes('--json')) console.log(JSON.stringify(submissions, null, 2));
      else printTable(submissions);
      return 0;
    }
    const olderThan = option(rest, '--older-than');
    if (!olderThan || !/^\d+d$/.test(olderThan)) {
      console.error(usage);
      return 2;
    }
    const before = parseSince(olderThan);
    const deleted = store.purgeSubmissions(before);
    store.purgeDrafts(Date.now());
    console.log(
      `Deleted ${deleted} submission(s) received before ${new Date(before).toISOString()}.`,
    );
    return 0;
  } finally {
    store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));

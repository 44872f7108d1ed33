/**
 * Reads, prunes and backs up what the contact form stored: the PostgreSQL database of
 * DATABASE_URL when it is set, else the SQLite file of CONTACT_DB.
 *
 *   npm run submissions -- list [--json] [--since 2026-01-31 | --since 7d] [--no-spam]
 *   npm run submissions -- purge --older-than 365d
 *   npm run submissions -- backup FILE        (SQLite; for PostgreSQL, pg_dump)
 *
 * and one visitor's data (export, erase, erasures) and the CSV export: `server/visitor-rights.ts`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { option, parseSince } from './cli-options';
import { configFromEnv } from './config';
import { openStore } from './service';
import { backupSqlite } from './sqlite-store';
import type { StoredSubmission } from './store';
import { isRightsCommand, rightsUsage, runRightsCommand } from './visitor-rights';

const usage = `Usage:
  npm run submissions -- list [--json] [--since DATE|Nd] [--no-spam]
  npm run submissions -- purge --older-than Nd
  npm run submissions -- backup FILE
${rightsUsage}`;

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

/** A consistent copy of the SQLite file while the service runs (the online backup API). */
async function backup(file: string | undefined, databaseFile: string, databaseUrl?: string) {
  if (databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Running on more than one machine").',
    );
    return 2;
  }
  if (!file) {
    console.error(usage);
    return 2;
  }
  const target = resolve(file);
  if (existsSync(target)) {
    console.error(`${target} exists already: choose a new file.`);
    return 1;
  }
  const pages = await backupSqlite(databaseFile, target);
  console.log(`Backed up ${databaseFile} to ${target} (${pages} pages).`);
  return 0;
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  // What the store says while it opens (a migration applied, waiting for the database) goes to
  // standard error: standard output is the data (JSON, CSV), and stays readable by a program.
  const config = { ...configFromEnv(), log: (line: string) => console.error(line) };
  if (
    command !== 'list' &&
    command !== 'purge' &&
    command !== 'backup' &&
    !isRightsCommand(command)
  ) {
    console.error(usage);
    return 2;
  }
  if (!config.databaseUrl && !existsSync(config.databaseFile)) {
    console.error(
      `No database at ${config.databaseFile} (set CONTACT_DB or DATABASE_URL, or start the service once).`,
    );
    return 1;
  }
  if (command === 'backup') return backup(rest[0], config.databaseFile, config.databaseUrl);
  const store = await openStore(config);
  try {
    if (isRightsCommand(command)) return await runRightsCommand(store, command, rest);
    if (command === 'list') {
      const since = option(rest, '--since');
      const submissions = await store.listSubmissions({
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
    const deleted = await store.purgeSubmissions(before);
    await store.purgeDrafts(Date.now());
    console.log(
      `Deleted ${deleted} submission(s) received before ${new Date(before).toISOString()}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  });
}

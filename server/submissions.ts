/**
 * Reads, prunes and backs up what the contact form stored: the PostgreSQL database of
 * DATABASE_URL when it is set, else the SQLite file of CONTACT_DB.
 *
 *   npm run submissions -- list [--json] [--since 2026-01-31 | --since 7d] [--no-spam | --spam]
 *   npm run submissions -- release ID         (spam that was not: delivered as if just arrived)
 *   npm run submissions -- purge --older-than 365d
 *   npm run submissions -- backup FILE        (SQLite; for PostgreSQL, pg_dump)
 *
 * and one visitor's data (export, erase, erasures) and the CSV export: `server/visitor-rights.ts`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { option, parseSince } from './cli-options';
import { configFromEnv, deliveriesOf, type ServiceConfig } from './config';
import type { Store } from './store';
import type { DeliveryStatus } from './store/delivery-kinds';
import { openStore } from './store/open';
import { backupSqlite } from './store/sqlite/backup';
import { deliveryOf, type StoredSubmission } from './store/submissions';
import { isRightsCommand, rightsUsage, runRightsCommand } from './visitor-rights';

const DAY_MS = 24 * 60 * 60_000;

const usage = `Usage:
  npm run submissions -- list [--json] [--since DATE|Nd] [--no-spam | --spam]
      --spam: only what was filtered as spam, with the reason (kept 30 days)
  npm run submissions -- release ID
      sends a submission filtered as spam on as if it had just arrived
  npm run submissions -- purge --older-than Nd
  npm run submissions -- backup FILE
${rightsUsage}`;

/** Spam, else where the team's e-mail (`notify`) is: `sent …` or `queued (N attempts)`. */
function status(submission: StoredSubmission) {
  if (submission.spamReason) return `spam (${submission.spamReason})`;
  const notify = deliveryOf(submission, 'notify');
  return notify?.sentAt
    ? `sent ${new Date(notify.sentAt).toISOString()}`
    : `queued (${notify?.attempts ?? 0} attempts)`;
}

/** `notify sent …`, `webhook queued (2 attempts: …)`, `webhook failed: the webhook answered 500`. */
const deliveryStatus = (delivery: DeliveryStatus) =>
  delivery.sentAt !== null
    ? `${delivery.kind} sent ${new Date(delivery.sentAt).toISOString()}`
    : delivery.failedAt !== null
      ? `${delivery.kind} failed: ${delivery.lastError ?? 'unknown error'}`
      : `${delivery.kind} queued (${delivery.attempts} attempts${delivery.lastError ? `: ${delivery.lastError}` : ''})`;

function printTable(submissions: StoredSubmission[]) {
  for (const submission of submissions) {
    console.log(
      [
        `${new Date(submission.receivedAt).toISOString()}  ${submission.id}  [${submission.language}] ${status(submission)}`,
        `  ${submission.name} <${submission.email}>, ${submission.company}${submission.phone ? `, ${submission.phone}` : ''}`,
        `  topic: ${submission.topic}`,
        ...(submission.deliveries.length > 0
          ? [`  deliveries: ${submission.deliveries.map(deliveryStatus).join('; ')}`]
          : []),
        ...(submission.releasedAt !== null
          ? [`  released from spam ${new Date(submission.releasedAt).toISOString()}`]
          : []),
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
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/deploying.md, "Running on more than one machine").',
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

/**
 * Sends a false positive on: queues what the service would have queued for it (by this
 * environment: CONTACT_AUTOREPLY, the webhook), which any running instance then delivers.
 */
async function release(store: Store, config: ServiceConfig, id: string | undefined) {
  if (!id) {
    console.error(usage);
    return 2;
  }
  const queued = await store.submissions.releaseSpam(
    id,
    deliveriesOf(config),
    config.replyLimit,
    Date.now(),
  );
  if (queued === undefined) {
    console.error(`No spam submission ${id} (\`npm run submissions -- list --spam\` lists them).`);
    return 1;
  }
  console.log(
    `Released ${id}: queued ${queued.length > 0 ? queued.join(', ') : 'nothing'}${
      deliveriesOf(config).includes('reply') && !queued.includes('reply')
        ? ' (no reply: the address had its replies for the day)'
        : ''
    }.`,
  );
  return 0;
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  // What the store says while it opens (a migration applied, waiting for the database) goes to
  // standard error: standard output is the data (JSON, CSV), and stays readable by a program.
  const config = { ...configFromEnv(), log: (line: string) => console.error(line) };
  if (
    command !== 'list' &&
    command !== 'release' &&
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
      const submissions = await store.submissions.list({
        since: since ? parseSince(since) : 0,
        includeSpam: !rest.includes('--no-spam'),
        spamOnly: rest.includes('--spam'),
      });
      if (rest.includes('--json')) console.log(JSON.stringify(submissions, null, 2));
      else printTable(submissions);
      return 0;
    }
    if (command === 'release') return await release(store, config, rest[0]);
    const olderThan = option(rest, '--older-than');
    if (!olderThan || !/^\d+d$/.test(olderThan)) {
      console.error(usage);
      return 2;
    }
    const before = parseSince(olderThan);
    // Spam is kept for less long, as the service's daily sweep does.
    const spamBefore = Math.max(before, Date.now() - config.spamRetentionDays * DAY_MS);
    const deleted = await store.submissions.purge(before, spamBefore);
    await store.drafts.purge(Date.now());
    console.log(
      `Deleted ${deleted} submission(s) received before ${new Date(before).toISOString()} (spam before ${new Date(spamBefore).toISOString()}).`,
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

/**
 * The `npm run submissions` commands for one visitor's rights and for the sales team
 * (issue #37, items 4 and 6):
 *
 *   export --email ADDRESS         everything stored about the address, as JSON
 *   erase --email ADDRESS [--yes]  deletes it all and records the erasure; without --yes, a dry
 *                                  run that says what would be deleted (the command asks
 *                                  nothing: it runs where no one can answer, in CI or a script)
 *   erasures [--json]              the erasures recorded (a hash of each address, never it)
 *   export --csv [--since DATE|Nd] [--spam] [--out FILE]
 *                                  the submissions as CSV for a spreadsheet, spam only if asked
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { option, parseSince } from './cli-options';
import { toCsv } from './csv';
import type { Store } from './store';
import { normaliseAddress, type ErasureCounts, type PersonalData } from './store/personal-data';
import { deliveryOf, type StoredSubmission } from './store/submissions';

export const RIGHTS_COMMANDS = ['export', 'erase', 'erasures'] as const;
type RightsCommand = (typeof RIGHTS_COMMANDS)[number];

export const isRightsCommand = (command: string | undefined): command is RightsCommand =>
  (RIGHTS_COMMANDS as readonly (string | undefined)[]).includes(command);

export const rightsUsage = `  npm run submissions -- export --email ADDRESS
  npm run submissions -- erase --email ADDRESS [--yes]
  npm run submissions -- erasures [--json]
  npm run submissions -- export --csv [--since DATE|Nd] [--spam] [--out FILE]`;

/** What `export --email` prints: its own format name and version, so a reader can check it. */
export const EXPORT_FORMAT = 'kavana-contact-personal-data';
export const EXPORT_VERSION = 1;

export const CSV_COLUMNS = [
  'id',
  'received',
  'language',
  'topic',
  'name',
  'email',
  'company',
  'phone',
  'message',
  'status',
] as const;

/** Spam, else whether the team's e-mail (`notify`) has gone out. */
const csvStatus = (submission: StoredSubmission) =>
  submission.spamReason
    ? `spam (${submission.spamReason})`
    : deliveryOf(submission, 'notify')?.sentAt
      ? 'sent'
      : 'queued';

/** One submission as a CSV record, in `CSV_COLUMNS` order. */
const csvRecord = (submission: StoredSubmission) => [
  submission.id,
  new Date(submission.receivedAt).toISOString(),
  submission.language,
  submission.topic,
  submission.name,
  submission.email,
  submission.company,
  submission.phone,
  submission.message,
  csvStatus(submission),
];

const describeCounts = (counts: ErasureCounts) =>
  `${counts.submissions} submission(s), ${counts.outbox} outbox row(s) (e-mails and deliveries), ${counts.drafts} draft(s), ${counts.rateLimits} rate-limit window(s)`;

const countsOf = (data: PersonalData): ErasureCounts => ({
  submissions: data.submissions.length,
  outbox: data.outbox.length,
  drafts: data.drafts.length,
  rateLimits: data.rateLimits.length,
});

/** The address the command names, or undefined (and the usage printed). */
function addressOption(args: string[]): string | undefined {
  const address = option(args, '--email');
  if (address && address.trim() !== '' && !address.startsWith('--')) return address;
  console.error(`Name the address: --email ADDRESS\n${rightsUsage}`);
  return undefined;
}

async function exportCsv(store: Store, args: string[]) {
  const since = option(args, '--since');
  const submissions = await store.submissions.list({
    since: since ? parseSince(since) : 0,
    includeSpam: args.includes('--spam'),
  });
  const csv = toCsv(CSV_COLUMNS, submissions.map(csvRecord));
  const out = option(args, '--out');
  if (!out) {
    process.stdout.write(csv);
    return 0;
  }
  const target = resolve(out);
  try {
    // `wx`: an earlier export is never overwritten by mistake.
    writeFileSync(target, csv, { flag: 'wx' });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    console.error(`${target} exists already: choose a new file.`);
    return 1;
  }
  console.error(`Wrote ${submissions.length} submission(s) to ${target}.`);
  return 0;
}

async function exportAddress(store: Store, address: string, now: number) {
  const data = await store.visitorRights.find(address);
  const document = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    address: normaliseAddress(address),
    exportedAt: new Date(now).toISOString(),
    ...data,
  };
  console.log(JSON.stringify(document, null, 2));
  return 0;
}

async function erase(store: Store, address: string, confirmed: boolean, now: number) {
  const normalised = normaliseAddress(address);
  if (!confirmed) {
    const data = await store.visitorRights.find(address);
    const pending = data.outbox.filter((row) => row.sent_at === null).length;
    console.log(
      [
        `Dry run: erasing ${normalised} would delete ${describeCounts(countsOf(data))}; ${pending} of the outbox rows not sent yet.`,
        'Nothing was deleted. Run again with --yes to erase.',
      ].join('\n'),
    );
    return 0;
  }
  const erasure = await store.visitorRights.erase(address, now);
  console.log(
    [
      `Erased ${normalised}: deleted ${describeCounts(erasure.counts)}.`,
      `Recorded as erasure ${erasure.id} at ${new Date(erasure.erasedAt).toISOString()}, address hash ${erasure.addressHash}.`,
    ].join('\n'),
  );
  if (erasure.scrubbed) return 0;
  console.error(
    `The rows are deleted, but the database was too busy to scrub them from its files now: run the same command again later.`,
  );
  return 1;
}

async function listErasures(store: Store, args: string[]) {
  const erasures = await store.visitorRights.erasures();
  if (args.includes('--json')) {
    console.log(JSON.stringify(erasures, null, 2));
    return 0;
  }
  for (const erasure of erasures) {
    console.log(
      `${new Date(erasure.erasedAt).toISOString()}  #${erasure.id}  sha256 ${erasure.addressHash}\n  ${describeCounts(erasure.counts)}`,
    );
  }
  console.log(`${erasures.length} erasure(s)`);
  return 0;
}

/** Runs one of `RIGHTS_COMMANDS` on an open store; resolves to the exit code. */
export async function runRightsCommand(
  store: Store,
  command: RightsCommand,
  args: string[],
  now = Date.now(),
): Promise<number> {
  if (command === 'erasures') return listErasures(store, args);
  if (command === 'export' && args.includes('--csv')) return exportCsv(store, args);
  const address = addressOption(args);
  if (!address) return 2;
  return command === 'export'
    ? exportAddress(store, address, now)
    : erase(store, address, args.includes('--yes'), now);
}

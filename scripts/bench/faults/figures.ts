/**
 * What the fault bench reckons and prints: a scenario's report (its table's lines, its figures
 * for the JSON, its checks beside issue #18's targets) and the tallies they are made of.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../stats';
import type { PostResult } from './client';
import type { SinkMail } from './mail';
import type { Run } from './run';
import type { ServiceInstance } from './service';
import type { StoredRow, StoreReader } from './store-reader';
import { seconds, until } from './timing';

/** The outbox's lease (server/outbox.ts): a killed worker's e-mails wait this long. */
export const LEASE_MS = 2 * 60_000;

/**
 * A scenario: it starts what it needs on the run and drives it, then returns how to finish its
 * report, which may wait a while longer (an outbox to drain) while the next scenario runs.
 */
export type Scenario = (run: Run) => Promise<() => Promise<Report>>;

function percentiles(values: number[]) {
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: percentile(values, 100) };
}
const formatDelays = ({ p50, p95, max }: ReturnType<typeof percentiles>) =>
  `p50 ${seconds(p50)}, p95 ${seconds(p95)}, max ${seconds(max)}`;

export const countBy = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};
export const formatCounts = (counts: Map<string, number>) =>
  counts.size === 0
    ? 'none'
    : [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key}×${n}`)
        .join('  ');

export interface Check {
  scenario: string;
  target: string;
  figure: string;
  met: boolean;
}

/** A scenario's checks, each with its target, figure and whether it was met. */
export const checksOf =
  (scenario: string) =>
  (target: string, figure: string, met: boolean): Check => ({ scenario, target, figure, met });

export interface Report {
  key: string;
  title: string;
  /** figure, value, target */
  lines: [string, string, string?][];
  figures: Record<string, unknown>;
  checks: Check[];
}

/**
 * What the visitors saw and what the database and the mail server hold, for a set of posts. The
 * e-mail figures are the team's notifications (`replyFigures` counts the visitors' replies); spam
 * is acknowledged like the rest but never e-mailed.
 */
export function tally(results: PostResult[], rows: StoredRow[], sinkMails: SinkMail[]) {
  const mails = sinkMails.filter((mail) => mail.kind === 'notify');
  const acknowledged = results.filter((result) => result.outcome === 201 && result.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const isSpam = (id: string) => (byId.get(id)?.spam ?? null) !== null;
  const lost = acknowledged.filter((result) => byId.get(result.id!)?.key !== result.key);
  const perKey = countBy(
    rows.filter((row) => row.key !== null),
    (row) => row.key!,
  );
  const storedTwice = [...perKey.values()].filter((n) => n > 1).length;
  const keys = new Set(results.map((result) => result.key));
  const acknowledgedKeys = new Set(acknowledged.map((result) => result.key));
  const ours = rows.filter((row) => row.key !== null && keys.has(row.key));
  const storedNotAcknowledged = ours.filter((row) => !acknowledgedKeys.has(row.key!)).length;
  const mailsBySubmission = new Map<string, SinkMail[]>();
  for (const mail of mails) {
    const id = mail.submission ?? '(no header)';
    mailsBySubmission.set(id, [...(mailsBySubmission.get(id) ?? []), mail]);
  }
  const twice = [...mailsBySubmission.values()].filter((list) => list.length > 1);
  const attempts = results.flatMap((result) => result.attempts);
  return {
    posts: results.length,
    acknowledged: acknowledged.length,
    notAcknowledged: formatCounts(
      countBy(
        results.filter((result) => result.outcome !== 201),
        (result) => String(result.outcome),
      ),
    ),
    attempts: attempts.length,
    retriedPosts: results.filter((result) => result.attempts.length > 1).length,
    outcomesOtherThan201: countBy(
      attempts.filter((attempt) => attempt.outcome !== 201),
      (attempt) => String(attempt.outcome),
    ),
    rows: ours.length,
    lost: lost.length,
    lostIds: lost.map((result) => result.id),
    storedTwice,
    storedNotAcknowledged,
    spam: ours.filter((row) => row.spam !== null).length,
    mails: mails.length,
    mailedSubmissions: mailsBySubmission.size,
    acknowledgedNotMailed: acknowledged.filter(
      (result) => !isSpam(result.id!) && !mailsBySubmission.has(result.id!),
    ).length,
    mailedTwice: twice.length,
    mailedTwiceSameMessageId: twice.filter(
      (list) => new Set(list.map((mail) => mail.messageId)).size === 1,
    ).length,
    mailedTwiceIds: twice.map((list) => list[0]!.submission),
    /** From the visitor's 201 to the first e-mail of it: p50, p95, max (ms). */
    mailDelayMs: percentiles(
      acknowledged.flatMap((result) => {
        const mailed = mailsBySubmission.get(result.id!)?.[0]?.at;
        return mailed === undefined ? [] : [mailed - result.attempts.at(-1)!.answeredAt];
      }),
    ),
    /** Acknowledged submissions first e-mailed more than a minute after the 201. */
    mailedAfterAMinute: acknowledged.filter((result) => {
      const mailed = mailsBySubmission.get(result.id!)?.[0]?.at;
      return mailed !== undefined && mailed - result.attempts.at(-1)!.answeredAt > 60_000;
    }).length,
  };
}

/** The table rows on what was stored and e-mailed, the same for every scenario with kills. */
export function deliveryRows(
  figures: ReturnType<typeof tally>,
  kills: number,
  deadWorkerLeases: number,
  drainedAt: number | undefined,
  postingEnded: number,
): [string, string, string?][] {
  return [
    ['acknowledged but not in the database', String(figures.lost), '0'],
    ['stored twice (rows sharing a key)', String(figures.storedTwice), '0'],
    ['stored, never acknowledged', String(figures.storedNotAcknowledged)],
    ['e-mails received', String(figures.mails)],
    ['acknowledged, never e-mailed', String(figures.acknowledgedNotMailed), '0'],
    [
      'e-mailed twice (same Message-ID)',
      `${figures.mailedTwice} (${figures.mailedTwiceSameMessageId} of ${figures.mailedTwice})`,
      `≤ ${kills} (1 per kill)`,
    ],
    ['e-mails waiting on a killed worker’s lease', String(deadWorkerLeases)],
    ['201 → e-mail received', formatDelays(figures.mailDelayMs)],
    ['e-mailed more than 1 min after the 201', String(figures.mailedAfterAMinute)],
    [
      'outbox empty, after the last post',
      drainedAt === undefined ? 'not within the deadline' : seconds(drainedAt - postingEnded),
    ],
  ];
}

/** The visitors' replies (issue #37): one per enquiry that is not spam, none for spam. */
export function replyFigures(results: PostResult[], rows: StoredRow[], sinkMails: SinkMail[]) {
  const spam = new Set(rows.filter((row) => row.spam !== null).map((row) => row.id));
  const replies = sinkMails.filter((mail) => mail.kind === 'reply');
  const bySubmission = countBy(replies, (mail) => mail.submission ?? '(none)');
  const several = [...bySubmission].filter(([, n]) => n > 1).map(([id]) => id);
  const enquiries = results.filter(
    (result) => result.outcome === 201 && result.id && !spam.has(result.id),
  );
  return {
    replies: replies.length,
    repliesForSpam: replies.filter((mail) => spam.has(mail.submission ?? '')).length,
    submissionsWithMoreThanOneReply: several.length,
    /** Of those, the ones whose replies all carry one Message-ID (a resend after a kill). */
    severalRepliesSameMessageId: several.filter(
      (id) =>
        new Set(replies.filter((mail) => mail.submission === id).map((mail) => mail.messageId))
          .size === 1,
    ).length,
    enquiriesWithoutReply: enquiries.filter((result) => !bySubmission.has(result.id!)).length,
  };
}

export const logCount = (instances: ServiceInstance[], pattern: RegExp) =>
  instances.reduce((sum, instance) => sum + instance.log.filter((l) => pattern.test(l)).length, 0);

/** Waits for the outbox to empty (a killed worker's leases run out after two minutes). */
export async function drainOutbox(store: StoreReader, from: number) {
  const drainedAt = await until(
    async () => (await store.unsent().catch(() => -1)) === 0,
    Math.max(0, from + LEASE_MS + 30_000 - Date.now()),
    250,
  );
  // A resend that was on its way when the row was marked sent.
  await sleep(1000);
  return drainedAt;
}

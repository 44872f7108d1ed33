/**
 * The scenarios that SIGKILL the service while visitors post: 1, SQLite, one instance, killed 6
 * times while 240 posts come in bursts; 2, PostgreSQL, two instances behind nginx, one killed in
 * each of 4 rounds, with a webhook receiver that fails some posts and some spam among the posts.
 * Afterwards both wait for the outbox (a killed worker's deliveries wait for its lease to run
 * out) and count what was lost, stored twice and e-mailed twice; the second also counts the
 * webhooks (issue #37: every enquiry delivered, never under two keys) and the visitors' replies
 * (none for spam, at most one per enquiry).
 */
import { join } from 'node:path';
import { ContactClient, RETRY, type PostResult } from './client';
import {
  checksOf,
  deliveryRows,
  drainOutbox,
  formatCounts,
  LEASE_MS,
  logCount,
  replyFigures,
  tally,
  type Report,
  type Scenario,
} from './figures';
import { startMailSink } from './mail';
import type { Run } from './run';
import { postgresReader, sqliteReader, workerPid } from './store-reader';
import { sleepUntil, until } from './timing';
import { startWebhookReceiver, WEBHOOK_SECRET, webhookFigures } from './webhook';

/** An instance SIGKILLed while posts were in flight at it, and how long it was down. */
interface Kill {
  at: number;
  inFlight: number;
  /** From the new process's spawn to `/readyz` 200. */
  restartMs: number;
  /** From the kill to `/readyz` 200 again. */
  downMs: number;
}

// ---------------------------------------------------------------------------------------------
// 1. SQLite, one instance, SIGKILLed 6 times in 240 posts

/**
 * Six cycles of four bursts of ten posts, 400 ms apart. In each, the instance is SIGKILLed while
 * the third burst is being answered (after its third answer: the others are in flight at the
 * service) and started again at once on the same port and file. A cycle begins when the instance
 * is ready again, so a slow restart stretches the run instead of moving the kills to moments
 * when nothing is in flight.
 */
const S1 = {
  kills: 6,
  burstsPerCycle: 4,
  killAfterBurst: 2,
  perBurst: 10,
  killAfterAnswers: 3,
  gapMs: 400,
};
const S1_POSTS = S1.kills * S1.burstsPerCycle * S1.perBurst;
const sqliteCheck = checksOf('SQLite, 6 kills in 240 posts');

export async function sqliteKills(run: Run): ReturnType<Scenario> {
  const file = join(run.folder('sqlite-kills'), 'contact.sqlite');
  const sink = await startMailSink();
  const service = await run.instance('sqlite-kills', { CONTACT_DB: file, SMTP_URL: sink.url });
  await service.start();
  const store = sqliteReader(file);
  const client = await ContactClient.open(service.url, RETRY);
  const posts: Promise<PostResult>[] = [];
  const kills: Kill[] = [];
  let restarting: Promise<unknown> = Promise.resolve();
  for (let cycle = 0, i = 0; cycle < S1.kills; cycle++) {
    await restarting;
    const began = Date.now();
    for (let burst = 0; burst < S1.burstsPerCycle; burst++) {
      await sleepUntil(began + burst * S1.gapMs);
      let answered = 0;
      for (let j = 0; j < S1.perBurst; j++, i++) {
        posts.push(client.post(i, run.keyOf('sqlite', i)).finally(() => answered++));
      }
      if (burst !== S1.killAfterBurst) continue;
      await until(() => answered >= S1.killAfterAnswers, 10_000, 1);
      const kill: Kill = { at: 0, inFlight: client.inFlight, restartMs: 0, downMs: 0 };
      kill.at = service.signal('SIGKILL');
      await service.exited();
      restarting = service.start().then((ms) => {
        kill.restartMs = ms;
        kill.downMs = Date.now() - kill.at;
      });
      kills.push(kill);
      run.progress(`sqlite-kills: SIGKILL ${kills.length} with ${kill.inFlight} posts in flight`);
    }
  }
  const results = await Promise.all(posts);
  await restarting;
  const postingEnded = Date.now();
  const deadWorkerLeases = (await store.leases()).filter(
    (worker) => workerPid(worker) !== service.pid,
  ).length;
  run.progress(
    `sqlite-kills: ${results.length} posts answered; waiting for the outbox (${deadWorkerLeases} e-mails leased by killed workers, free ${LEASE_MS / 60_000} min after their claim)`,
  );

  const finished = (async () => {
    const drainedAt = await drainOutbox(store, postingEnded);
    await service.stop();
    await sink.close();
    const rows = await store.rows();
    const figures = {
      ...tally(results, rows, sink.mails),
      kills: kills.length,
      inFlightAtKills: kills.map((kill) => kill.inFlight),
      restartMs: kills.map((kill) => kill.restartMs),
      downMs: kills.map((kill) => kill.downMs),
      deadWorkerLeasesAfterPosting: deadWorkerLeases,
      outboxDrainedAfterMs: drainedAt === undefined ? null : drainedAt - postingEnded,
      repeatsAnsweredFromTheStore: logCount([service], /posted again with its idempotency key/),
    };
    run.progress('sqlite-kills: done');
    return {
      key: 'sqlite-kills',
      title: `1. SQLite, one instance, SIGKILLed ${kills.length} times in ${S1_POSTS} posts`,
      figures,
      lines: [
        ['posts', String(figures.posts)],
        [
          'SIGKILLs (posts in flight at each)',
          `${kills.length} (${figures.inFlightAtKills.join(', ')})`,
        ],
        ['down per kill, kill → ready (ms)', figures.downMs.join(', ')],
        ['acknowledged (201)', String(figures.acknowledged)],
        ['not acknowledged (last outcome)', figures.notAcknowledged],
        ['posts retried by the client', String(figures.retriedPosts)],
        ['answers other than 201, every attempt', formatCounts(figures.outcomesOtherThan201)],
        ['retries answered from the stored row', String(figures.repeatsAnsweredFromTheStore)],
        ...deliveryRows(figures, kills.length, deadWorkerLeases, drainedAt, postingEnded),
      ],
      checks: [
        sqliteCheck('acknowledged but lost: 0', String(figures.lost), figures.lost === 0),
        sqliteCheck(
          'e-mails sent twice ≤ 1 per kill',
          `${figures.mailedTwice} in ${kills.length} kills`,
          figures.mailedTwice <= kills.length,
        ),
        sqliteCheck(
          'every acknowledged submission e-mailed',
          `${figures.acknowledged - figures.acknowledgedNotMailed} of ${figures.acknowledged}`,
          figures.acknowledgedNotMailed === 0,
        ),
      ],
    } satisfies Report;
  })();
  return () => finished;
}

// ---------------------------------------------------------------------------------------------
// 2. PostgreSQL, two instances behind nginx, one SIGKILLed per round

/**
 * Four rounds of 60 posts sent at once through nginx; in each, one instance (a, b, a, b) is
 * SIGKILLed once a third of the round has been answered, so that posts are in flight at it, and
 * started again after the round. The next round follows at once, so the other instance is
 * killed right after this one is back, as in a quick rolling restart (deploy/nginx.conf's
 * `max_fails=0` never leaves a restarted instance out).
 */
const S2 = { rounds: 4, perRound: 60, killAfterAnswers: 20, spamEvery: 12 };
const postgresCheck = checksOf('PostgreSQL, 2 instances, kills');

const nginxEvidence = (log: string[]) => ({
  prematurelyClosed: log.filter((line) => /prematurely closed/.test(line)).length,
  refused: log.filter((line) => /Connection refused/.test(line)).length,
  reset: log.filter((line) => /reset by peer/.test(line)).length,
  noLiveUpstreams: log.filter((line) => /no live upstreams/.test(line)).length,
});

export async function postgresKills(run: Run): ReturnType<Scenario> {
  const cluster = await run.sharedCluster();
  const url = await cluster.createDatabase(`faults_kills_${run.id}`);
  const sink = await startMailSink();
  const webhook = await startWebhookReceiver();
  const variables = {
    DATABASE_URL: url,
    SMTP_URL: sink.url,
    TRUST_PROXY: '1',
    CONTACT_WEBHOOK_URL: webhook.url,
    CONTACT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  const { a, b, nginx } = await run.behindNginx('postgres-kills', variables);
  const store = postgresReader(url);
  const client = await ContactClient.open(nginx.url, RETRY);
  const results: PostResult[] = [];
  const kills: (Kill & { instance: string })[] = [];
  let i = 0;
  for (let round = 0; round < S2.rounds; round++) {
    const victim = round % 2 === 0 ? a : b;
    let answered = 0;
    const posts = Array.from({ length: S2.perRound }, () => {
      const n = i++;
      const spam = n % S2.spamEvery === S2.spamEvery - 1;
      return client.post(n, run.keyOf('pgkill', n), { spam }).finally(() => answered++);
    });
    await until(() => answered >= S2.killAfterAnswers, 30_000, 1);
    const kill = {
      instance: victim.name,
      inFlight: client.inFlight,
      at: victim.signal('SIGKILL'),
      restartMs: 0,
      downMs: 0,
    };
    kills.push(kill);
    results.push(...(await Promise.all(posts)));
    await victim.exited();
    kill.restartMs = await victim.start();
    kill.downMs = Date.now() - kill.at;
    run.progress(
      `postgres-kills: round ${round + 1}, ${victim.name} SIGKILLed with ${kill.inFlight} posts in flight, restarted after the round`,
    );
  }
  const postingEnded = Date.now();
  const alive = new Set([a.pid, b.pid]);
  const deadWorkerLeases = (await store.leases()).filter(
    (worker) => !alive.has(workerPid(worker)),
  ).length;
  run.progress(
    `postgres-kills: ${results.length} posts answered; waiting for the outbox (${deadWorkerLeases} e-mails leased by killed workers)`,
  );

  const finished = (async () => {
    const drainedAt = await drainOutbox(store, postingEnded);
    await nginx.stop();
    await Promise.all([a.stop(), b.stop()]);
    await sink.close();
    await webhook.close();
    const rows = await store.rows();
    const figures = {
      ...tally(results, rows, sink.mails),
      replies: replyFigures(results, rows, sink.mails),
      webhook: webhookFigures(results, rows, webhook.hits),
      rounds: S2.rounds,
      kills: kills.map(({ instance, inFlight, restartMs }) => ({ instance, inFlight, restartMs })),
      deadWorkerLeasesAfterPosting: deadWorkerLeases,
      outboxDrainedAfterMs: drainedAt === undefined ? null : drainedAt - postingEnded,
      repeatsAnsweredFromTheStore: logCount([a, b], /posted again with its idempotency key/),
      nginx: nginxEvidence(nginx.log),
    };
    const visitorErrors = [...figures.outcomesOtherThan201.values()].reduce((x, y) => x + y, 0);
    run.progress('postgres-kills: done');
    return {
      key: 'postgres-kills',
      title: `2. PostgreSQL, two instances behind nginx, one SIGKILLed in each of ${S2.rounds} rounds of ${S2.perRound} posts`,
      figures,
      lines: [
        ['posts', String(figures.posts)],
        [
          'SIGKILLs (posts in flight at each)',
          `${kills.length} (${kills.map((kill) => `${kill.instance.slice(-1)}: ${kill.inFlight}`).join(', ')})`,
        ],
        ['acknowledged (201)', String(figures.acknowledged)],
        ['not acknowledged (last outcome)', figures.notAcknowledged],
        [
          'statuses other than 201 visitors saw',
          formatCounts(figures.outcomesOtherThan201),
          'none',
        ],
        ['posts the client had to retry', String(figures.retriedPosts), '0'],
        [
          'retries (nginx) answered from the stored row',
          String(figures.repeatsAnsweredFromTheStore),
        ],
        [
          'nginx: upstream closed / refused / no live upstreams',
          `${figures.nginx.prematurelyClosed} / ${figures.nginx.refused} / ${figures.nginx.noLiveUpstreams}`,
        ],
        ...deliveryRows(figures, kills.length, deadWorkerLeases, drainedAt, postingEnded),
        ['spam among the posts (honeypot)', String(figures.spam)],
        ['replies received', String(figures.replies.replies)],
        ['replies sent for spam', String(figures.replies.repliesForSpam), '0'],
        [
          'enquiries with more than one reply (same Message-ID)',
          `${figures.replies.submissionsWithMoreThanOneReply} (${figures.replies.severalRepliesSameMessageId})`,
          `≤ ${kills.length} (1 per kill)`,
        ],
        ['enquiries without a reply', String(figures.replies.enquiriesWithoutReply), '0'],
        [
          'webhook posts (answered 500 on purpose)',
          `${figures.webhook.posts} (${figures.webhook.answered500})`,
        ],
        [
          'enquiries without a delivered webhook',
          String(figures.webhook.enquiriesWithoutDeliveredWebhook),
          '0',
        ],
        [
          'delivered under different Idempotency-Keys',
          String(figures.webhook.deliveredUnderDifferentKeys),
          '0',
        ],
        [
          'delivered twice under the same key',
          String(figures.webhook.deliveredTwice),
          `≤ ${kills.length} (1 per kill)`,
        ],
        [
          'webhooks for spam / bad signatures',
          `${figures.webhook.deliveredForSpam} / ${figures.webhook.badSignatures}`,
          '0 / 0',
        ],
      ],
      checks: [
        postgresCheck('lost 0', String(figures.lost), figures.lost === 0),
        postgresCheck(
          'enquiries without a delivered webhook 0',
          String(figures.webhook.enquiriesWithoutDeliveredWebhook),
          figures.webhook.enquiriesWithoutDeliveredWebhook === 0,
        ),
        postgresCheck(
          'delivered under different keys 0',
          String(figures.webhook.deliveredUnderDifferentKeys),
          figures.webhook.deliveredUnderDifferentKeys === 0 && figures.webhook.keyNotTheId === 0,
        ),
        postgresCheck(
          'replies only for enquiries, not spam',
          `${figures.replies.repliesForSpam} for spam`,
          figures.replies.repliesForSpam === 0,
        ),
        postgresCheck(
          'at most one reply per enquiry (a resend keeps its Message-ID)',
          `${figures.replies.submissionsWithMoreThanOneReply} with more, ${figures.replies.severalRepliesSameMessageId} of them one Message-ID`,
          figures.replies.submissionsWithMoreThanOneReply ===
            figures.replies.severalRepliesSameMessageId,
        ),
        postgresCheck('stored twice 0', String(figures.storedTwice), figures.storedTwice === 0),
        postgresCheck(
          'visitors see no error status',
          visitorErrors === 0 ? 'none' : formatCounts(figures.outcomesOtherThan201),
          visitorErrors === 0,
        ),
      ],
    } satisfies Report;
  })();
  return () => finished;
}

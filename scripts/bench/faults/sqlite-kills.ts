/** Scenario 1: SQLite, one instance, SIGKILLed 6 times while 240 posts come in bursts. */
import { join } from 'node:path';
import { ContactClient, type PostResult } from './client';
import {
  deliveryRows,
  drainOutbox,
  formatCounts,
  LEASE_MS,
  logCount,
  RETRY,
  sleepUntil,
  tally,
  until,
  type Kill,
  type Report,
  type Scenario,
} from './figures';
import { startMailSink } from './mail';
import type { Run } from './run';
import { sqliteReader, workerPid } from './store-reader';

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
        {
          scenario: 'SQLite, 6 kills in 240 posts',
          target: 'acknowledged but lost: 0',
          figure: String(figures.lost),
          met: figures.lost === 0,
        },
        {
          scenario: 'SQLite, 6 kills in 240 posts',
          target: 'e-mails sent twice ≤ 1 per kill',
          figure: `${figures.mailedTwice} in ${kills.length} kills`,
          met: figures.mailedTwice <= kills.length,
        },
        {
          scenario: 'SQLite, 6 kills in 240 posts',
          target: 'every acknowledged submission e-mailed',
          figure: `${figures.acknowledged - figures.acknowledgedNotMailed} of ${figures.acknowledged}`,
          met: figures.acknowledgedNotMailed === 0,
        },
      ],
    } satisfies Report;
  })();
  return () => finished;
}

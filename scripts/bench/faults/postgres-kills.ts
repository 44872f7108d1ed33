/** Scenario 2: PostgreSQL, two instances behind nginx, one SIGKILLed in each of 4 rounds. */
import { ContactClient, type PostResult } from './client';
import {
  deliveryRows,
  drainOutbox,
  formatCounts,
  logCount,
  RETRY,
  tally,
  until,
  type Kill,
  type Report,
  type Scenario,
} from './figures';
import { startMailSink } from './mail';
import type { Run } from './run';
import { postgresReader, workerPid } from './store-reader';

/**
 * Four rounds of 60 posts sent at once through nginx; in each, one instance (a, b, a, b) is
 * SIGKILLed once a third of the round has been answered, so that posts are in flight at it, and
 * started again after the round. The next round follows at once, so the other instance is
 * killed right after this one is back, as in a quick rolling restart (deploy/nginx.conf's
 * `max_fails=0` never leaves a restarted instance out).
 */
const S2 = { rounds: 4, perRound: 60, killAfterAnswers: 20 };

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
  const variables = { DATABASE_URL: url, SMTP_URL: sink.url, TRUST_PROXY: '1' };
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
      return client.post(n, run.keyOf('pgkill', n)).finally(() => answered++);
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
    const rows = await store.rows();
    const figures = {
      ...tally(results, rows, sink.mails),
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
      ],
      checks: [
        {
          scenario: 'PostgreSQL, 2 instances, kills',
          target: 'lost 0',
          figure: String(figures.lost),
          met: figures.lost === 0,
        },
        {
          scenario: 'PostgreSQL, 2 instances, kills',
          target: 'stored twice 0',
          figure: String(figures.storedTwice),
          met: figures.storedTwice === 0,
        },
        {
          scenario: 'PostgreSQL, 2 instances, kills',
          target: 'visitors see no error status',
          figure: visitorErrors === 0 ? 'none' : formatCounts(figures.outcomesOtherThan201),
          met: visitorErrors === 0,
        },
      ],
    } satisfies Report;
  })();
  return () => finished;
}

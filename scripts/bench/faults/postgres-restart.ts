/**
 * Scenario 3: PostgreSQL stopped for ~3 s under a steady load; the service is not restarted and
 * must answer 503 (with Retry-After) while it is down, and take posts again once it is back.
 */
import { ContactClient, RETRY, type Attempt, type PostResult } from './client';
import {
  checksOf,
  countBy,
  formatCounts,
  logCount,
  tally,
  type Report,
  type Scenario,
} from './figures';
import { startMailSink } from './mail';
import type { Run } from './run';
import { postgresReader } from './store-reader';
import { seconds, sleepUntil } from './timing';

const S3 = { everyMs: 50, loadMs: 11_000, stopAtMs: 2500, downMs: 3000 };
const check = checksOf('PostgreSQL restart');

export async function postgresRestart(run: Run): ReturnType<Scenario> {
  const cluster = await run.cluster();
  const url = await cluster.createDatabase('faults_restart');
  const sink = await startMailSink();
  const service = await run.instance('postgres-restart', {
    DATABASE_URL: url,
    SMTP_URL: sink.url,
  });
  await service.start();
  const pid = service.pid;
  const store = postgresReader(url);
  const client = await ContactClient.open(service.url, { ...RETRY, maxDelayMs: 1000 });
  const began = Date.now();
  const posts: Promise<PostResult>[] = [];
  const load = (async () => {
    for (let i = 0; Date.now() < began + S3.loadMs; i++) {
      await sleepUntil(began + i * S3.everyMs);
      posts.push(client.post(i, run.keyOf('pgrestart', i)));
    }
  })();
  await sleepUntil(began + S3.stopAtMs);
  const stopped = await cluster.stop();
  run.progress(
    `postgres-restart: PostgreSQL stopped (pg_ctl stop took ${stopped.done - stopped.began} ms)`,
  );
  await sleepUntil(stopped.done + S3.downMs);
  const restarted = await cluster.start();
  run.progress(
    `postgres-restart: PostgreSQL started again (${restarted.done - restarted.began} ms)`,
  );
  await load;
  const results = await Promise.all(posts);
  await sink.close().catch(() => {});
  const rows = await store.rows();
  const sameProcess = service.running && service.pid === pid && service.starts === 1;
  await service.stop();

  const attempts = results.flatMap((result) => result.attempts);
  const down = (attempt: Attempt) =>
    attempt.answeredAt >= stopped.began && attempt.answeredAt <= restarted.done;
  const unavailable = attempts.filter((attempt) => attempt.outcome === 503);
  const whileDown = unavailable.filter(down);
  const after = unavailable.filter((attempt) => attempt.answeredAt > restarted.done);
  const other = attempts.filter((attempt) => attempt.outcome !== 201 && attempt.outcome !== 503);
  const firstOk = attempts
    .filter((attempt) => attempt.outcome === 201 && attempt.answeredAt >= restarted.began)
    .reduce((min, attempt) => Math.min(min, attempt.answeredAt), Infinity);
  // From `pg_ctl start`: its `-w` notices the server is up only at its next poll (every 0.1 s).
  const recoveryMs = Number.isFinite(firstOk) ? firstOk - restarted.began : null;
  const lastUnavailable = unavailable.reduce(
    (max, attempt) => Math.max(max, attempt.answeredAt),
    0,
  );
  const counts = tally(results, rows, []);
  const figures = {
    posts: counts.posts,
    acknowledged: counts.acknowledged,
    notAcknowledged: counts.notAcknowledged,
    lost: counts.lost,
    storedTwice: counts.storedTwice,
    databaseDownMs: restarted.done - stopped.began,
    stopMs: stopped.done - stopped.began,
    startMs: restarted.done - restarted.began,
    unavailableWhileDown: whileDown.length,
    postsThatMet503: results.filter((result) =>
      result.attempts.some((attempt) => attempt.outcome === 503),
    ).length,
    unavailableWithRetryAfter: unavailable.filter((attempt) => attempt.retryAfter !== undefined)
      .length,
    retryAfterValues: [...new Set(unavailable.map((attempt) => attempt.retryAfter ?? '(none)'))],
    unavailableAfterRestart: after.length,
    lastUnavailableAfterRestartMs:
      lastUnavailable > restarted.done ? lastUnavailable - restarted.done : null,
    otherOutcomes: countBy(other, (attempt) => String(attempt.outcome)),
    recoveryMs,
    serviceRestarted: !sameProcess,
    logUnreachable: logCount([service], /cannot be reached/),
    logConnectionLost: logCount([service], /connection lost/i),
    logRateLimitFallback: logCount([service], /counting in memory/),
  };
  run.progress('postgres-restart: done');
  const report: Report = {
    key: 'postgres-restart',
    title: `3. PostgreSQL stopped for ${seconds(figures.databaseDownMs)} under load (one instance, direct)`,
    figures,
    lines: [
      ['posts (one every 50 ms, retried on 503)', String(figures.posts)],
      ['database down (stop → start done)', seconds(figures.databaseDownMs)],
      [
        '503 answered while it was down (posts)',
        `${figures.unavailableWhileDown} (${figures.postsThatMet503})`,
        '> 0',
      ],
      [
        '503 with Retry-After',
        `${figures.unavailableWithRetryAfter} of ${unavailable.length} (${figures.retryAfterValues.join(', ')} s)`,
        'all',
      ],
      [
        '503 after it was back',
        `${figures.unavailableAfterRestart}${figures.lastUnavailableAfterRestartMs === null ? '' : ` (last at +${figures.lastUnavailableAfterRestartMs} ms)`}`,
      ],
      ['other answers and errors', formatCounts(figures.otherOutcomes), 'none'],
      [
        'first 201 after pg_ctl start began (start took)',
        recoveryMs === null ? 'never' : `+${recoveryMs} ms (${figures.startMs} ms)`,
      ],
      ['service restarted', figures.serviceRestarted ? 'yes' : 'no (same process)', 'no'],
      ['acknowledged (201)', String(figures.acknowledged)],
      ['not acknowledged (last outcome)', figures.notAcknowledged],
      ['acknowledged but not in the database', String(figures.lost), '0'],
      ['stored twice (rows sharing a key)', String(figures.storedTwice), '0'],
      [
        'log: unreachable / connection lost / rate limit in memory',
        `${figures.logUnreachable} / ${figures.logConnectionLost} / ${figures.logRateLimitFallback}`,
      ],
    ],
    checks: [
      check(
        '503s (with Retry-After) while down',
        `${whileDown.length} × 503, ${figures.unavailableWithRetryAfter}/${unavailable.length} with Retry-After`,
        whileDown.length > 0 && figures.unavailableWithRetryAfter === unavailable.length,
      ),
      check(
        'recovery without restarting the service',
        recoveryMs === null
          ? 'no 201 after the restart'
          : `first 201 ${recoveryMs} ms after pg_ctl start, ${figures.serviceRestarted ? 'service restarted' : 'same process'}`,
        recoveryMs !== null && !figures.serviceRestarted,
      ),
      check('lost 0', String(figures.lost), figures.lost === 0),
    ],
  };
  return () => Promise.resolve(report);
}

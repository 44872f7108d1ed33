/** Scenario 5: SIGTERM with 100 slow posts in flight, on SQLite and then on PostgreSQL. */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ContactClient, RETRY, slowPost, submission, type Attempt, type SlowPost } from './client';
import {
  checksOf,
  countBy,
  formatCounts,
  logCount,
  type Check,
  type Report,
  type Scenario,
} from './figures';
import { startMailSink } from './mail';
import type { Run } from './run';
import { postgresReader, sqliteReader, type StoreReader } from './store-reader';
import { seconds, sleepUntil, until } from './timing';

const S5 = { warmUp: 40, slow: 100, restMs: [1000, 2900], lateConnections: 10, mailDelayMs: 250 };

async function sigtermOne(run: Run, kind: 'sqlite' | 'postgres') {
  const sink = await startMailSink({ delayMs: S5.mailDelayMs });
  let variables: Record<string, string>;
  let store: StoreReader;
  if (kind === 'sqlite') {
    const file = join(run.folder('sigterm'), 'contact.sqlite');
    variables = { CONTACT_DB: file };
    store = sqliteReader(file);
  } else {
    const url = await (await run.sharedCluster()).createDatabase(`faults_sigterm_${run.id}`);
    variables = { DATABASE_URL: url };
    store = postgresReader(url);
  }
  const service = await run.instance(`sigterm-${kind}`, { ...variables, SMTP_URL: sink.url });
  await service.start();
  const client = await ContactClient.open(service.url, RETRY);
  // Give the outbox work (a slow mail server), so that it holds leases when the signal comes.
  await Promise.all(
    Array.from({ length: S5.warmUp }, (_, i) => client.post(i, run.keyOf(`sigterm${kind}`, i))),
  );
  await until(async () => (await store.leases()).length > 0, 3000);

  let accepted = 0;
  const spread = S5.restMs[1]! - S5.restMs[0]!;
  const slow: Promise<SlowPost>[] = Array.from({ length: S5.slow }, (_, j) => {
    const i = S5.warmUp + j;
    const body = JSON.stringify(submission(i, run.keyOf(`sigterm${kind}`, i), client.token));
    const restAfterMs = S5.restMs[0]! + ((j * 37) % 20) * (spread / 19);
    return slowPost(service.url, body, restAfterMs, () => accepted++);
  });
  // Every slow post read by the service (its 100 Continue): each is an accepted request.
  await until(() => accepted === S5.slow, 10_000, 5);
  const leasesBefore = (await store.leases()).length;
  const sigtermAt = service.signal('SIGTERM');
  const late: Promise<Attempt>[] = [];
  for (let k = 0; k < S5.lateConnections; k++) {
    await sleepUntil(sigtermAt + 100 + k * 100);
    const i = S5.warmUp + S5.slow + k;
    late.push(
      client.attempt(JSON.stringify(submission(i, run.keyOf(`sigterm${kind}`, i), client.token))),
    );
  }
  const exit = await Promise.race([service.exited(), sleep(20_000).then(() => undefined)]);
  if (!exit) await service.stop();
  const slowResults = await Promise.all(slow);
  const lateResults = await Promise.all(late);
  const leasesAfter = (await store.leases()).length;
  const unsent = await store.unsent();
  await sink.close();
  const acceptedFirst = slowResults.filter(
    (result) => result.acceptedAt !== undefined && result.acceptedAt <= sigtermAt,
  );
  const answered = acceptedFirst.filter((result) => typeof result.outcome === 'number');
  const errors = acceptedFirst.filter((result) => typeof result.outcome === 'string');
  const handled = service.log.find((line) => /SIGTERM: shutting down/.test(line));
  return {
    kind,
    inFlight: acceptedFirst.length,
    answered: answered.length,
    answeredStatuses: countBy(answered, (result) => String(result.outcome)),
    connectionErrors: countBy(errors, (result) => String(result.outcome)),
    connectionErrorCount: errors.length,
    notAcceptedAtSigterm: countBy(
      slowResults.filter((result) => !acceptedFirst.includes(result)),
      (result) => String(result.outcome),
    ),
    lateConnections: countBy(lateResults, (attempt) => String(attempt.outcome)),
    /** From the signal to the service's "SIGTERM: shutting down" line (its event loop's delay). */
    handlerMs: handled ? Date.parse(handled.slice(0, 24)) - sigtermAt : null,
    exitMs: exit ? exit.at - sigtermAt : null,
    exitCode: exit ? exit.code : null,
    exitSignal: exit ? exit.signal : null,
    leasesBefore,
    leasesAfter,
    unsentLeftForTheNextStart: unsent,
    leasesGivenBackLog: service.log.find((line) => /gave back/.test(line))?.replace(/^.*\] /, ''),
    tookTooLong: logCount([service], /shutdown took too long/),
  };
}

export async function sigterm(run: Run): ReturnType<Scenario> {
  const results = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    results.push(await sigtermOne(run, kind));
    run.progress(`sigterm: ${kind} done`);
  }
  const lines: Report['lines'] = [];
  const checks: Check[] = [];
  for (const result of results) {
    const name = result.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const check = checksOf(`SIGTERM (${name})`);
    lines.push(
      [`${name}: posts accepted (100 Continue) at SIGTERM`, String(result.inFlight)],
      [
        `${name}: answered`,
        `${result.answered} (${formatCounts(result.answeredStatuses)})`,
        String(result.inFlight),
      ],
      [
        `${name}: connection errors`,
        `${result.connectionErrorCount}${result.connectionErrorCount ? ` (${formatCounts(result.connectionErrors)})` : ''}`,
        '0',
      ],
      [`${name}: connected, not yet read at SIGTERM`, formatCounts(result.notAcceptedAtSigterm)],
      [
        `${name}: new connections after SIGTERM`,
        formatCounts(result.lateConnections),
        'refused or reset',
      ],
      [
        `${name}: SIGTERM → its handler ran (log line)`,
        result.handlerMs === null ? '?' : `${result.handlerMs} ms`,
      ],
      [
        `${name}: SIGTERM → exit`,
        result.exitMs === null ? 'no exit within 20 s' : `${result.exitMs} ms`,
        '< 10 s',
      ],
      [
        `${name}: exit code`,
        `${result.exitCode}${result.exitSignal ? ` (${result.exitSignal})` : ''}`,
        '0',
      ],
      [
        `${name}: leases before SIGTERM / after exit`,
        `${result.leasesBefore} / ${result.leasesAfter}`,
        '… / 0',
      ],
      [`${name}: e-mails queued for the next start`, String(result.unsentLeftForTheNextStart)],
    );
    checks.push(
      check(
        'every accepted request answered',
        `${result.answered} of ${result.inFlight}`,
        result.connectionErrorCount === 0 && result.answered === result.inFlight,
      ),
      check(
        'exit within 10 s (code 0)',
        result.exitMs === null
          ? 'did not exit'
          : `${seconds(result.exitMs)}, code ${result.exitCode}`,
        result.exitMs !== null && result.exitMs < 10_000 && result.exitCode === 0,
      ),
      check('no leases held after exit', String(result.leasesAfter), result.leasesAfter === 0),
    );
  }
  const report: Report = {
    key: 'sigterm',
    title: `5. SIGTERM with ${S5.slow} slow posts accepted and in flight (bodies finish 1–3 s later), one instance`,
    figures: { results },
    lines,
    checks,
  };
  return () => Promise.resolve(report);
}

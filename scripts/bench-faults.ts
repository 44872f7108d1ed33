/**
 * Fault injection for the contact service (issue #18): the real service as separate processes,
 * killed, stopped and starved of its database while clients post, and the figures that say
 * whether a visitor's acknowledged message survived it.
 *
 *   1. sqlite-kills      SQLite, one instance, SIGKILLed 6 times while 240 posts come in bursts
 *   2. postgres-kills    PostgreSQL, two instances behind nginx, one SIGKILLed in each of 4 rounds
 *   3. postgres-restart  PostgreSQL stopped for ~3 s under a steady load; the service keeps running
 *   4. burst             100 posts from one client through nginx to two instances, limit 20
 *   5. sigterm           SIGTERM with 100 slow posts in flight (SQLite, then PostgreSQL)
 *
 * Clients post like the form: one idempotency key per submission, the same post again after a
 * network error or a 502/503/504, with a short back-off. It prints a table per scenario and a
 * summary beside the issue's targets; it is not a test (exit 1 only if the harness breaks).
 * The services' and nginx's logs go to `faults-logs/` next to the JSON report.
 *
 *   npm run bench:faults [-- --scenario sqlite-kills [--scenario burst]] [--json FILE]
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatTable, REPORT_DIR, writeReport } from './lib/bench-report';
import {
  ContactClient,
  runClusterController,
  serviceEnvironment,
  ServiceInstance,
  slowPost,
  startMailSink,
  startNginx,
  startRemoteCluster,
  stopAllChildren,
  submission,
  type Attempt,
  type Nginx,
  type PostResult,
  type RemoteCluster,
  type RetryPolicy,
  type SinkMail,
  type SlowPost,
} from './lib/fault-harness';
import { freePort } from './lib/free-port';
import { busyWarning, formatCpuShare, formatLoad, loadAverage, watchCpu } from './lib/machine-load';

if (process.argv.includes('--cluster-controller')) {
  await runClusterController();
  process.exit(0);
}

const SCRIPT = fileURLToPath(import.meta.url);
const SECRET = 'bench-faults-secret';
/** The outbox's lease (server/outbox.ts): a killed worker's e-mails wait this long. */
const LEASE_MS = 2 * 60_000;

/** Like the form's retry, pressed quickly: enough posts to outlast a restart. */
const RETRY: RetryPolicy = { attempts: 60, firstDelayMs: 100, maxDelayMs: 500 };

const args = process.argv.slice(2);
const flagValues = (name: string) =>
  args.flatMap((arg, index) => (arg === name && args[index + 1] ? [args[index + 1]!] : []));
const jsonPath = flagValues('--json')[0] ?? join(REPORT_DIR, 'faults.json');
const runId = randomBytes(4).toString('hex');
const started = Date.now();

const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const progress = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

/** Polls until `check` is truthy or the deadline passes; resolves to when it became true. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline) return undefined;
    await sleep(everyMs);
  }
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { p50: at(50), p95: at(95), max: sorted.at(-1) ?? 0 };
}
const formatDelays = ({ p50, p95, max }: ReturnType<typeof percentiles>) =>
  `p50 ${seconds(p50)}, p95 ${seconds(p95)}, max ${seconds(max)}`;

const countBy = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};
const formatCounts = (counts: Map<string, number>) =>
  counts.size === 0
    ? 'none'
    : [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key}×${n}`)
        .join('  ');

// ---------------------------------------------------------------------------------------------
// Reading the database behind the service's back

interface StoredRow {
  id: string;
  key: string | null;
  spam: string | null;
}

interface Inspector {
  rows(): Promise<StoredRow[]>;
  /** The workers holding leases on e-mails not sent yet, one entry per e-mail. */
  leases(): Promise<string[]>;
  /** E-mails not sent yet. */
  unsent(): Promise<number>;
}

function sqliteInspector(file: string): Inspector {
  const read = <T>(sql: string) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  return {
    rows: () =>
      Promise.resolve(
        read<StoredRow>('SELECT id, idempotency_key AS key, spam_reason AS spam FROM submissions'),
      ),
    leases: () =>
      Promise.resolve(
        read<{ worker: string }>(
          'SELECT locked_by AS worker FROM outbox WHERE sent_at IS NULL AND locked_by IS NOT NULL',
        ).map((row) => row.worker),
      ),
    unsent: () =>
      Promise.resolve(
        read<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL')[0]!.n,
      ),
  };
}

function postgresInspector(url: string): Inspector {
  const read = async <T extends pg.QueryResultRow>(sql: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    rows: () =>
      read<StoredRow>('SELECT id, idempotency_key AS key, spam_reason AS spam FROM submissions'),
    leases: async () =>
      (
        await read<{ worker: string }>(
          'SELECT locked_by AS worker FROM outbox WHERE sent_at IS NULL AND locked_by IS NOT NULL',
        )
      ).map((row) => row.worker),
    unsent: async () =>
      (await read<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL'))[0]!
        .n,
  };
}

/** The pid in an outbox worker's name (`host:pid:random`). */
const workerPid = (worker: string) => Number(worker.split(':').at(-2));

// ---------------------------------------------------------------------------------------------
// The run: temporary folders, instances, clusters, nginx, all cleaned up at the end

class Run {
  readonly root = mkdtempSync(join(tmpdir(), 'kavana-bench-faults-'));
  readonly instances: ServiceInstance[] = [];
  readonly proxies: { name: string; nginx: Nginx; port: number }[] = [];
  private readonly clusters: RemoteCluster[] = [];
  private shared: Promise<RemoteCluster> | undefined;

  folder(name: string) {
    const dir = join(this.root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  async instance(name: string, variables: Record<string, string>) {
    const env = serviceEnvironment({
      HOST: '127.0.0.1',
      DIST_DIR: join(this.root, 'no-dist'),
      CONTACT_SECRET: SECRET,
      CONTACT_MIN_FILL_MS: '0',
      CONTACT_RATE_LIMIT: '1000000',
      OUTBOX_POLL_MS: '50',
      OUTBOX_BASE_DELAY_MS: '200',
      ...variables,
    });
    const instance = new ServiceInstance(name, await freePort(), env);
    this.instances.push(instance);
    return instance;
  }

  async cluster(): Promise<RemoteCluster> {
    const cluster = await startRemoteCluster(SCRIPT);
    this.clusters.push(cluster);
    return cluster;
  }

  /** One cluster for the scenarios that do not stop it, a database each. */
  sharedCluster(): Promise<RemoteCluster> {
    return (this.shared ??= this.cluster());
  }

  async nginx(name: string, servicePorts: number[]) {
    const port = await freePort();
    const nginx = await startNginx(port, servicePorts);
    this.proxies.push({ name, nginx, port });
    return nginx;
  }

  writeLogs(folder: string) {
    mkdirSync(folder, { recursive: true });
    for (const instance of this.instances) {
      writeFileSync(join(folder, `${instance.name}.log`), `${instance.log.join('\n')}\n`);
    }
    for (const { name, nginx } of this.proxies) {
      writeFileSync(join(folder, `${name}.log`), `${nginx.log.join('\n')}\n`);
    }
  }

  async close() {
    await Promise.all(this.proxies.map(({ nginx }) => nginx.stop()));
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await Promise.all(this.clusters.map((cluster) => cluster.remove().catch(() => {})));
    await stopAllChildren();
    for (const { port } of this.proxies) {
      rmSync(join(tmpdir(), `kavana-nginx-${port}`), { recursive: true, force: true });
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

interface Check {
  scenario: string;
  target: string;
  figure: string;
  met: boolean;
}

interface Report {
  key: string;
  title: string;
  /** figure, value, target */
  lines: [string, string, string?][];
  figures: Record<string, unknown>;
  checks: Check[];
}

const keyOf = (scenario: string, i: number) => `${runId}-${scenario}-${String(i).padStart(6, '0')}`;

/** What the visitors saw and what the database and the mail server hold, for a set of posts. */
function tally(results: PostResult[], rows: StoredRow[], mails: SinkMail[]) {
  const acknowledged = results.filter((result) => result.outcome === 201 && result.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
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
    acknowledgedNotMailed: acknowledged.filter((result) => !mailsBySubmission.has(result.id!))
      .length,
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
function deliveryRows(
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

const logCount = (instances: ServiceInstance[], pattern: RegExp) =>
  instances.reduce((sum, instance) => sum + instance.log.filter((l) => pattern.test(l)).length, 0);

/** Waits for the outbox to empty (a killed worker's leases run out after two minutes). */
async function drainOutbox(inspector: Inspector, from: number) {
  const drainedAt = await until(
    async () => (await inspector.unsent().catch(() => -1)) === 0,
    Math.max(0, from + LEASE_MS + 30_000 - Date.now()),
    250,
  );
  // A resend that was on its way when the row was marked sent.
  await sleep(1000);
  return drainedAt;
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

interface Kill {
  at: number;
  inFlight: number;
  /** From the new process's spawn to `/readyz` 200. */
  restartMs: number;
  /** From the kill to `/readyz` 200 again. */
  downMs: number;
}

async function sqliteKills(run: Run): Promise<() => Promise<Report>> {
  const file = join(run.folder('sqlite-kills'), 'contact.sqlite');
  const sink = await startMailSink();
  const service = await run.instance('sqlite-kills', { CONTACT_DB: file, SMTP_URL: sink.url });
  await service.start();
  const inspector = sqliteInspector(file);
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
        posts.push(client.post(i, keyOf('sqlite', i)).finally(() => answered++));
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
      progress(`sqlite-kills: SIGKILL ${kills.length} with ${kill.inFlight} posts in flight`);
    }
  }
  const results = await Promise.all(posts);
  await restarting;
  const postingEnded = Date.now();
  const deadWorkerLeases = (await inspector.leases()).filter(
    (worker) => workerPid(worker) !== service.pid,
  ).length;
  progress(
    `sqlite-kills: ${results.length} posts answered; waiting for the outbox (${deadWorkerLeases} e-mails leased by killed workers, free ${LEASE_MS / 60_000} min after their claim)`,
  );

  const finished = (async () => {
    const drainedAt = await drainOutbox(inspector, postingEnded);
    await service.stop();
    await sink.close();
    const rows = await inspector.rows();
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
    progress('sqlite-kills: done');
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

// ---------------------------------------------------------------------------------------------
// 2. PostgreSQL, two instances behind nginx, one SIGKILLed per round

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

async function postgresKills(run: Run): Promise<() => Promise<Report>> {
  const cluster = await run.sharedCluster();
  const url = await cluster.createDatabase(`faults_kills_${runId}`);
  const sink = await startMailSink();
  const variables = { DATABASE_URL: url, SMTP_URL: sink.url, TRUST_PROXY: '1' };
  const a = await run.instance('postgres-kills-a', variables);
  const b = await run.instance('postgres-kills-b', variables);
  await Promise.all([a.start(), b.start()]);
  const nginx = await run.nginx('postgres-kills-nginx', [a.port, b.port]);
  const inspector = postgresInspector(url);
  const client = await ContactClient.open(nginx.url, RETRY);
  const results: PostResult[] = [];
  const kills: (Kill & { instance: string })[] = [];
  let i = 0;
  for (let round = 0; round < S2.rounds; round++) {
    const victim = round % 2 === 0 ? a : b;
    let answered = 0;
    const posts = Array.from({ length: S2.perRound }, () => {
      const n = i++;
      return client.post(n, keyOf('pgkill', n)).finally(() => answered++);
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
    progress(
      `postgres-kills: round ${round + 1}, ${victim.name} SIGKILLed with ${kill.inFlight} posts in flight, restarted after the round`,
    );
  }
  const postingEnded = Date.now();
  const alive = new Set([a.pid, b.pid]);
  const deadWorkerLeases = (await inspector.leases()).filter(
    (worker) => !alive.has(workerPid(worker)),
  ).length;
  progress(
    `postgres-kills: ${results.length} posts answered; waiting for the outbox (${deadWorkerLeases} e-mails leased by killed workers)`,
  );

  const finished = (async () => {
    const drainedAt = await drainOutbox(inspector, postingEnded);
    await nginx.stop();
    await Promise.all([a.stop(), b.stop()]);
    await sink.close();
    const rows = await inspector.rows();
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
    progress('postgres-kills: done');
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

// ---------------------------------------------------------------------------------------------
// 3. PostgreSQL stopped for ~3 s under a steady load; the service is not restarted

const S3 = { everyMs: 50, loadMs: 11_000, stopAtMs: 2500, downMs: 3000 };

async function postgresRestart(run: Run): Promise<() => Promise<Report>> {
  const cluster = await run.cluster();
  const url = await cluster.createDatabase('faults_restart');
  const sink = await startMailSink();
  const service = await run.instance('postgres-restart', {
    DATABASE_URL: url,
    SMTP_URL: sink.url,
  });
  await service.start();
  const pid = service.pid;
  const inspector = postgresInspector(url);
  const client = await ContactClient.open(service.url, { ...RETRY, maxDelayMs: 1000 });
  const began = Date.now();
  const posts: Promise<PostResult>[] = [];
  const load = (async () => {
    for (let i = 0; Date.now() < began + S3.loadMs; i++) {
      await sleepUntil(began + i * S3.everyMs);
      posts.push(client.post(i, keyOf('pgrestart', i)));
    }
  })();
  await sleepUntil(began + S3.stopAtMs);
  const stopped = await cluster.stop();
  progress(
    `postgres-restart: PostgreSQL stopped (pg_ctl stop took ${stopped.done - stopped.began} ms)`,
  );
  await sleepUntil(stopped.done + S3.downMs);
  const restarted = await cluster.start();
  progress(`postgres-restart: PostgreSQL started again (${restarted.done - restarted.began} ms)`);
  await load;
  const results = await Promise.all(posts);
  await sink.close().catch(() => {});
  const rows = await inspector.rows();
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
  progress('postgres-restart: done');
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
      {
        scenario: 'PostgreSQL restart',
        target: '503s (with Retry-After) while down',
        figure: `${whileDown.length} × 503, ${figures.unavailableWithRetryAfter}/${unavailable.length} with Retry-After`,
        met: whileDown.length > 0 && figures.unavailableWithRetryAfter === unavailable.length,
      },
      {
        scenario: 'PostgreSQL restart',
        target: 'recovery without restarting the service',
        figure:
          recoveryMs === null
            ? 'no 201 after the restart'
            : `first 201 ${recoveryMs} ms after pg_ctl start, ${figures.serviceRestarted ? 'service restarted' : 'same process'}`,
        met: recoveryMs !== null && !figures.serviceRestarted,
      },
      {
        scenario: 'PostgreSQL restart',
        target: 'lost 0',
        figure: String(figures.lost),
        met: figures.lost === 0,
      },
    ],
  };
  return () => Promise.resolve(report);
}

// ---------------------------------------------------------------------------------------------
// 4. A burst from one client over two instances

const S4 = { posts: 100, limit: 20, windowMs: 600_000 };

async function burst(run: Run): Promise<() => Promise<Report>> {
  const cluster = await run.sharedCluster();
  const url = await cluster.createDatabase(`faults_burst_${runId}`);
  const variables = {
    DATABASE_URL: url,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: String(S4.limit),
    CONTACT_RATE_WINDOW_MS: String(S4.windowMs),
  };
  const a = await run.instance('burst-a', variables);
  const b = await run.instance('burst-b', variables);
  await Promise.all([a.start(), b.start()]);
  const nginx = await run.nginx('burst-nginx', [a.port, b.port]);
  const client = await ContactClient.open(nginx.url, {
    attempts: 3,
    firstDelayMs: 100,
    maxDelayMs: 500,
  });
  const results = await Promise.all(
    Array.from({ length: S4.posts }, (_, i) => client.post(i, keyOf('burst', i))),
  );
  await nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
  const accepted = results.filter((result) => result.outcome === 201).length;
  const refused = results.filter((result) => result.outcome === 429);
  const figures = {
    limit: S4.limit,
    posts: S4.posts,
    accepted,
    refused: refused.length,
    refusedWithRetryAfter: refused.filter((result) => result.attempts.at(-1)!.retryAfter).length,
    other: countBy(
      results.filter((result) => result.outcome !== 201 && result.outcome !== 429),
      (result) => String(result.outcome),
    ),
    storedBy: { a: logCount([a], /stored submission/), b: logCount([b], /stored submission/) },
    ratio: accepted / S4.limit,
  };
  progress('burst: done');
  const report: Report = {
    key: 'burst',
    title: `4. ${S4.posts} posts at once from one client, through nginx to two instances`,
    figures,
    lines: [
      ['limit per client per 10 min', String(S4.limit)],
      ['posts', String(S4.posts)],
      ['accepted (201)', `${accepted} (instance a ${figures.storedBy.a}, b ${figures.storedBy.b})`],
      ['refused (429)', `${refused.length} (${figures.refusedWithRetryAfter} with Retry-After)`],
      ['other', formatCounts(figures.other), 'none'],
      ['accepted / limit', figures.ratio.toFixed(2), '1.0 ± 10%'],
    ],
    checks: [
      {
        scenario: 'Burst over two instances',
        target: 'cut at the limit ±10%',
        figure: `${accepted} of limit ${S4.limit} (${figures.ratio.toFixed(2)})`,
        met: Math.abs(figures.ratio - 1) <= 0.1,
      },
    ],
  };
  return () => Promise.resolve(report);
}

// ---------------------------------------------------------------------------------------------
// 5. SIGTERM with slow posts in flight

const S5 = { warmUp: 40, slow: 100, restMs: [1000, 2900], lateConnections: 10, mailDelayMs: 250 };

async function sigtermOne(run: Run, kind: 'sqlite' | 'postgres') {
  const sink = await startMailSink({ delayMs: S5.mailDelayMs });
  let variables: Record<string, string>;
  let inspector: Inspector;
  if (kind === 'sqlite') {
    const file = join(run.folder('sigterm'), 'contact.sqlite');
    variables = { CONTACT_DB: file };
    inspector = sqliteInspector(file);
  } else {
    const url = await (await run.sharedCluster()).createDatabase(`faults_sigterm_${runId}`);
    variables = { DATABASE_URL: url };
    inspector = postgresInspector(url);
  }
  const service = await run.instance(`sigterm-${kind}`, { ...variables, SMTP_URL: sink.url });
  await service.start();
  const client = await ContactClient.open(service.url, RETRY);
  // Give the outbox work (a slow mail server), so that it holds leases when the signal comes.
  await Promise.all(
    Array.from({ length: S5.warmUp }, (_, i) => client.post(i, keyOf(`sigterm${kind}`, i))),
  );
  await until(async () => (await inspector.leases()).length > 0, 3000);

  let accepted = 0;
  const spread = S5.restMs[1]! - S5.restMs[0]!;
  const slow: Promise<SlowPost>[] = Array.from({ length: S5.slow }, (_, j) => {
    const i = S5.warmUp + j;
    const body = JSON.stringify(submission(i, keyOf(`sigterm${kind}`, i), client.token));
    const restAfterMs = S5.restMs[0]! + ((j * 37) % 20) * (spread / 19);
    return slowPost(service.url, body, restAfterMs, () => accepted++);
  });
  // Every slow post read by the service (its 100 Continue): each is an accepted request.
  await until(() => accepted === S5.slow, 10_000, 5);
  const leasesBefore = (await inspector.leases()).length;
  const sigtermAt = service.signal('SIGTERM');
  const late: Promise<Attempt>[] = [];
  for (let k = 0; k < S5.lateConnections; k++) {
    await sleepUntil(sigtermAt + 100 + k * 100);
    const i = S5.warmUp + S5.slow + k;
    late.push(
      client.attempt(JSON.stringify(submission(i, keyOf(`sigterm${kind}`, i), client.token))),
    );
  }
  const exit = await Promise.race([service.exited(), sleep(20_000).then(() => undefined)]);
  if (!exit) await service.stop();
  const slowResults = await Promise.all(slow);
  const lateResults = await Promise.all(late);
  const leasesAfter = (await inspector.leases()).length;
  const unsent = await inspector.unsent();
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

async function sigterm(run: Run): Promise<() => Promise<Report>> {
  const results = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    results.push(await sigtermOne(run, kind));
    progress(`sigterm: ${kind} done`);
  }
  const lines: Report['lines'] = [];
  const checks: Check[] = [];
  for (const result of results) {
    const name = result.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
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
      {
        scenario: `SIGTERM (${name})`,
        target: 'every accepted request answered',
        figure: `${result.answered} of ${result.inFlight}`,
        met: result.connectionErrorCount === 0 && result.answered === result.inFlight,
      },
      {
        scenario: `SIGTERM (${name})`,
        target: 'exit within 10 s (code 0)',
        figure:
          result.exitMs === null
            ? 'did not exit'
            : `${seconds(result.exitMs)}, code ${result.exitCode}`,
        met: result.exitMs !== null && result.exitMs < 10_000 && result.exitCode === 0,
      },
      {
        scenario: `SIGTERM (${name})`,
        target: 'no leases held after exit',
        figure: String(result.leasesAfter),
        met: result.leasesAfter === 0,
      },
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

// ---------------------------------------------------------------------------------------------

const SCENARIOS = {
  'sqlite-kills': sqliteKills,
  'postgres-kills': postgresKills,
  'postgres-restart': postgresRestart,
  burst,
  sigterm,
} as const;
type ScenarioName = keyof typeof SCENARIOS;

function selectedScenarios(): ScenarioName[] {
  const names = flagValues('--scenario');
  for (const name of names) {
    if (!(name in SCENARIOS)) {
      throw new Error(`Unknown scenario ${name}: one of ${Object.keys(SCENARIOS).join(', ')}`);
    }
  }
  return names.length > 0 ? (names as ScenarioName[]) : (Object.keys(SCENARIOS) as ScenarioName[]);
}

async function main() {
  const names = selectedScenarios();
  const loadStart = loadAverage();
  const cpuShare = watchCpu();
  console.log(`Fault injection on the contact service (${names.join(', ')})`);
  console.log(`${cpus().length} CPUs, node ${process.version}, ${formatLoad(loadStart)}\n`);
  const run = new Run();
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    console.error('\ninterrupted: stopping every process');
    void run.close().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  const pending: { name: ScenarioName; report: Promise<Report> }[] = [];
  const failures: { name: ScenarioName; error: string }[] = [];
  try {
    for (const name of names) {
      progress(`${name}: starting`);
      try {
        const finish = await SCENARIOS[name](run);
        pending.push({ name, report: finish() });
      } catch (error) {
        failures.push({
          name,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        progress(`${name}: the harness failed: ${String(error)}`);
      }
    }
    const reports: Report[] = [];
    for (const { name, report } of pending) {
      try {
        reports.push(await report);
      } catch (error) {
        failures.push({
          name,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        progress(`${name}: the harness failed: ${String(error)}`);
      }
    }
    const logs = join(dirname(resolve(jsonPath)), 'faults-logs');
    run.writeLogs(logs);

    for (const report of reports) {
      console.log(`\n${report.title}\n`);
      console.log(
        formatTable(
          [
            { title: 'figure', align: 'left' },
            { title: 'value', align: 'right' },
            { title: 'target', align: 'left' },
          ],
          report.lines.map(([figure, value, target]) => [figure, value, target ?? '']),
        ),
      );
    }
    const checks = reports.flatMap((report) => report.checks);
    console.log('\nSummary (issue #18 targets)\n');
    console.log(
      formatTable(
        [
          { title: 'scenario', align: 'left' },
          { title: 'target', align: 'left' },
          { title: 'figure', align: 'left' },
          { title: 'met', align: 'left' },
        ],
        checks.map((check) => [
          check.scenario,
          check.target,
          check.figure,
          check.met ? 'yes' : 'NO',
        ]),
      ),
    );
    for (const failure of failures)
      console.log(`\nharness failure in ${failure.name}:\n${failure.error}`);
    const loadEnd = loadAverage();
    const cpu = cpuShare();
    // PostgreSQL runs detached (pg_ctl), so its time counts as other processes' here: the CPU
    // shares are printed, and only a busy start warns.
    console.log(
      `\nstart ${formatLoad(loadStart)}\nend   ${formatLoad(loadEnd)}\n${formatCpuShare(cpu)}`,
    );
    const warning = busyWarning(loadStart, undefined);
    if (warning) console.log(warning);
    const file = writeReport(jsonPath, {
      date: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      node: process.version,
      cpus: cpus().length,
      load: { start: loadStart, end: loadEnd },
      cpu: cpu ?? null,
      scenarios: Object.fromEntries(
        reports.map((report) => [
          report.key,
          JSON.parse(
            JSON.stringify(report.figures, (_key, value: unknown): unknown =>
              value instanceof Map ? Object.fromEntries(value as Map<string, unknown>) : value,
            ),
          ) as unknown,
        ]),
      ),
      summary: checks,
      failures,
    });
    console.log(`\nfigures: ${file}\nlogs:    ${logs}/ (${seconds(Date.now() - started)} in all)`);
  } finally {
    await run.close();
  }
  return failures.length === 0;
}

const ok = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return false;
});
process.exit(ok ? 0 : 1);

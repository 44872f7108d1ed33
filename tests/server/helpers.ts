/**
 * Starts the real service on a free port with a temporary database (a SQLite file, or a fresh
 * database on a throwaway PostgreSQL cluster), and a local SMTP sink.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { pollUntil } from '../../qa/api';
import { DEFAULTS, type ServiceConfig } from '../../server/config';
import { startService, type RunningService, type ServiceOptions } from '../../server/service';
import type { StoredSubmission } from '../../server/store/submissions';
import { issueToken } from '../../server/token';
import { startCluster, type Cluster } from '../../scripts/lib/postgres';
import { startSmtpSink as startSink } from '../../scripts/lib/smtp-sink';

export const SECRET = 'test-secret-for-the-time-trap';

export const validSubmission = {
  name: 'Dana Cohen',
  email: 'dana@example.co.il',
  company: 'Cohen Logistics',
  phone: '050-123-4567',
  topic: 'sales',
  message: 'We would like to understand which stores lose sales on Fridays.',
  consent: true,
};

/** A token issued long enough ago to pass the time trap. */
export const oldToken = (ageMs = 10_000) => issueToken(SECRET, Date.now() - ageMs);

export { freePort } from '../../qa/api';

export async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'kavana-contact-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The two stores every service test runs against: one suite, two stores. */
export const STORES = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORES)[number];

/** Where a test's service keeps its data: a file in `dir`, or a database of its own. */
export interface TestDatabase {
  kind: StoreKind;
  dir: string;
  databaseFile: string;
  databaseUrl: string | undefined;
}

let databases = 0;
/** A fresh, empty database of the kind, for one test (several services may share it). */
export async function testDatabase(
  kind: StoreKind,
  dir: string,
  cluster: Cluster | undefined,
): Promise<TestDatabase> {
  const databaseFile = join(dir, 'data', 'contact.sqlite');
  if (kind === 'sqlite') return { kind, dir, databaseFile, databaseUrl: undefined };
  if (!cluster) throw new Error('the PostgreSQL cluster has not started');
  const databaseUrl = await cluster.createDatabase(`contact_${process.pid}_${++databases}`);
  return { kind, dir, databaseFile, databaseUrl };
}

/**
 * What every service test file sets up alike: one throwaway PostgreSQL cluster for the file; for
 * each test of a store's suite (`forStore`), a temporary folder and a fresh database of that
 * store; and what a test started, closed when it ends, the last started first. Call it at the
 * top of the file, `forStore(kind)` inside the store's `describe`.
 */
export function serviceTestBed() {
  let cluster: Cluster | undefined;
  let scratch: Awaited<ReturnType<typeof tempDir>> | undefined;
  let database: TestDatabase | undefined;
  const closing: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  // Stopping the cluster waits for its checkpoint, which a busy machine takes a while over.
  afterAll(() => cluster?.remove(), 60_000);
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await scratch?.remove();
    scratch = database = undefined;
  });

  const present = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} exists only in a store's test (forStore)`);
    return value;
  };
  return {
    get cluster() {
      return present(cluster, 'the PostgreSQL cluster');
    },
    /** The test's temporary folder. */
    get dir() {
      return present(scratch, "the test's folder").dir;
    },
    get database() {
      return present(database, "the test's database");
    },
    /** Runs `close` when the test ends. */
    closeAtEnd(close: () => Promise<unknown>) {
      closing.push(close);
    },
    /** Gives each test of the calling `describe` a folder and a fresh database of `kind`. */
    forStore(kind: StoreKind) {
      beforeEach(async () => {
        scratch = await tempDir();
        database = await testDatabase(kind, scratch.dir, cluster);
      });
    },
  };
}

export interface TestService extends RunningService {
  logs: string[];
  config: ServiceConfig;
  post(
    body: unknown,
    init?: { headers?: Record<string, string>; raw?: boolean },
  ): Promise<Response>;
  /** Every stored submission, spam included, oldest first. */
  rows(): Promise<StoredSubmission[]>;
}

export async function startTestService(
  database: TestDatabase,
  overrides: Partial<ServiceConfig> = {},
  options: ServiceOptions = {},
): Promise<TestService> {
  const logs: string[] = [];
  const config: ServiceConfig = {
    ...DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    distDir: join(database.dir, 'no-dist'),
    databaseFile: database.databaseFile,
    databaseUrl: database.databaseUrl,
    smtpUrl: undefined,
    publicOrigin: 'https://www.example.com',
    secret: SECRET,
    rateLimit: 1000,
    outboxBaseDelayMs: 50,
    outboxPollMs: 25,
    // The service's older tests count the team's e-mails only; the reply's tests turn it on.
    autoreply: false,
    trustProxy: false,
    log: (line) => logs.push(line),
    ...overrides,
  };
  const service = await startService(config, options);
  return {
    ...service,
    logs,
    config,
    post: (body, { headers = {}, raw = false } = {}) =>
      fetch(`${service.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw ? (body as string) : JSON.stringify(body),
      }),
    rows: () => service.store.submissions.list(),
  };
}

/** The SMTP sink on a port of its own choosing, or on `port` (a mail server that comes back). */
export const startSmtpSink = (port = 0) => startSink({ port });

/** Polls until `check` returns a truthy value (never a blind sleep), and returns that value. */
export const eventually = <T>(check: () => T | Promise<T>, timeoutMs = 5000) =>
  pollUntil(check, Boolean, 'condition not met in time', {
    timeout: timeoutMs,
    every: 20,
  }) as Promise<NonNullable<T>>;

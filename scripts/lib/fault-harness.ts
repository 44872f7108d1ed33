/**
 * What `npm run bench:faults` needs to break the contact service on purpose, with real processes:
 *
 * - the service as child processes (`node --import tsx server/main.ts --port P`), each in a
 *   process group of its own, killed, stopped and restarted on the same port;
 * - nginx in front of two of them (`scripts/nginx-test-server.ts`, deploy/nginx.conf's upstream);
 * - a throwaway PostgreSQL cluster run by a child process (`scripts/lib/postgres.ts`), so that
 *   stopping and starting it (`pg_ctl … -w`, synchronous) never stalls the clients, and so that it
 *   is removed even if the benchmark itself is killed (the child sees its stdin close);
 * - an SMTP sink that notes each message's `Message-ID` and `X-Kavana-Submission`;
 * - a client that posts like the form: one idempotency key per submission, the same post again
 *   after a network error or a 502/503/504, every answer recorded.
 *
 * Every child is tracked: `stopAllChildren()` ends them, and if the benchmark exits without it,
 * an exit hook kills what is left (process groups, so nginx's workers go too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { mailHeader, startSmtpSink } from './smtp-sink';
import { join } from 'node:path';
import { startCluster } from './postgres';

const repo = join(import.meta.dirname, '..', '..');

// ---------------------------------------------------------------------------------------------
// Child processes

const children = new Set<ChildProcess>();
/** Children that clean up after themselves on SIGTERM (the cluster controller): never SIGKILLed at exit. */
const gentle = new WeakSet<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

process.on('exit', () => {
  for (const child of children) signalGroup(child, gentle.has(child) ? 'SIGTERM' : 'SIGKILL');
});

/** Runs `node --import tsx <script> …args` from the checkout, in a process group of its own. */
function spawnScript(
  script: string,
  args: string[],
  { env = process.env, stdin = false, cleansUp = false } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repo,
    env,
    detached: true,
    stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  if (cleansUp) gentle.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Calls `onLine` with each line the stream writes. */
function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

/** Signals the child's process group and waits for it; SIGKILL after `graceMs`. */
async function endChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 12_000) {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Ends every child still running: the services and nginx first, then the clusters. */
export async function stopAllChildren() {
  const all = [...children];
  await Promise.all(all.filter((child) => !gentle.has(child)).map((child) => endChild(child)));
  await Promise.all(
    all.filter((child) => gentle.has(child)).map((child) => endChild(child, 'SIGTERM', 30_000)),
  );
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A network error's code (`ECONNREFUSED`, `ECONNRESET`, `timeout`), as an outcome. */
function errorCode(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message : 'error';
}

/** One HTTP exchange on a fresh connection; rejects with the network error. */
function exchange(
  url: string,
  {
    method = 'GET',
    body,
    timeoutMs = 20_000,
  }: { method?: string; body?: string; timeoutMs?: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const httpGet = (url: string, timeoutMs = 2000) => exchange(url, { timeoutMs });

// ---------------------------------------------------------------------------------------------
// The service, as a process

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** The service's variables this harness sets: whatever the caller's environment says is dropped. */
const SERVICE_VARIABLES =
  /^(PORT|HOST|DIST_DIR|CONTACT_.*|DATABASE_URL|SMTP_URL|OUTBOX_.*|TRUST_PROXY|PUBLIC_ORIGIN|STORE_START_TIMEOUT_MS)$/;

export function serviceEnvironment(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!SERVICE_VARIABLES.test(key)) env[key] = value;
  }
  return { ...env, ...variables };
}

/**
 * One instance of the service on a fixed port: started, killed and started again there. Its
 * output, with times, is kept in `log` across restarts.
 */
export class ServiceInstance {
  readonly url: string;
  readonly log: string[] = [];
  /** How many times a process was started. */
  starts = 0;
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== undefined && !hasExited(this.child);
  }

  private note(line: string) {
    this.log.push(`${new Date().toISOString()} [${this.name}#${this.starts}] ${line}`);
  }

  /** Starts a process and waits until `/readyz` answers 200; resolves to the milliseconds that took. */
  async start(timeoutMs = 30_000): Promise<number> {
    if (this.running) throw new Error(`${this.name} is running already`);
    const started = Date.now();
    this.starts++;
    const child = spawnScript('server/main.ts', ['--port', String(this.port)], { env: this.env });
    this.child = child;
    this.note(`spawned pid ${child.pid}`);
    eachLine(child.stdout, (line) => this.note(line));
    eachLine(child.stderr, (line) => this.note(`stderr: ${line}`));
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.note(`exited (code ${code}, signal ${signal})`);
        resolve({ code, signal, at: Date.now() });
      }),
    );
    await this.ready(timeoutMs);
    return Date.now() - started;
  }

  /** Waits until `/readyz` answers 200 (the store reachable, the outbox moving). */
  async ready(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) {
        throw new Error(
          `${this.name} exited before it was ready:\n${this.log.slice(-8).join('\n')}`,
        );
      }
      const status = await httpGet(`${this.url}/readyz`, 1000).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
      await sleep(50);
    }
  }

  /** Sends a signal to the process; resolves to when it was sent. */
  signal(signal: NodeJS.Signals): number {
    if (!this.child?.pid) throw new Error(`${this.name} has no process`);
    this.note(`harness: ${signal}`);
    process.kill(this.child.pid, signal);
    return Date.now();
  }

  /** The current process's exit. */
  exited(): Promise<Exit> {
    if (!this.exit) throw new Error(`${this.name} never started`);
    return this.exit;
  }

  /** SIGTERM, then SIGKILL if it takes longer than the service's own 10 s. */
  async stop() {
    if (this.child) await endChild(this.child);
  }
}

// ---------------------------------------------------------------------------------------------
// nginx in front of two instances

export interface Nginx {
  url: string;
  /** nginx's error log (warnings and errors: failed upstreams, retries). */
  log: string[];
  stop(): Promise<void>;
}

/**
 * `scripts/nginx-test-server.ts --port P --service-port A --service-port B`: deploy/nginx.conf
 * with its upstream pointing at the two instances. Resolves once `/healthz` answers through it.
 */
export async function startNginx(port: number, servicePorts: number[]): Promise<Nginx> {
  const log: string[] = [];
  const child = spawnScript('scripts/nginx-test-server.ts', [
    '--port',
    String(port),
    ...servicePorts.flatMap((servicePort) => ['--service-port', String(servicePort)]),
  ]);
  const note = (line: string) => log.push(`${new Date().toISOString()} ${line}`);
  eachLine(child.stdout, note);
  eachLine(child.stderr, note);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (hasExited(child)) throw new Error(`nginx exited:\n${log.join('\n')}`);
    const status = await httpGet(`${url}/healthz`, 1000).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${log.join('\n')}`);
    await sleep(50);
  }
  return { url, log, stop: () => endChild(child) };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL, run by a child process

export interface RemoteCluster {
  url: string;
  /** A fresh database on the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast -w`; resolves to when it began and when the server was down. */
  stop(): Promise<{ began: number; done: number }>;
  /** `pg_ctl start -w`; resolves to when it began and when the server accepted connections. */
  start(): Promise<{ began: number; done: number }>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

interface ControllerReply {
  ok: boolean;
  error?: string;
  url?: string;
  began?: number;
  done?: number;
}

/** Lines of the controller's protocol start with this (anything else it prints is not a reply). */
const REPLY = '@@cluster ';

/**
 * Starts `startCluster({ fsync: true })` in a child process: `script` run with
 * `--cluster-controller` must call `runClusterController()`.
 */
export async function startRemoteCluster(script: string): Promise<RemoteCluster> {
  const child = spawnScript(script, ['--cluster-controller'], { stdin: true, cleansUp: true });
  const waiting: ((reply: ControllerReply) => void)[] = [];
  const output: string[] = [];
  eachLine(child.stdout, (line) => {
    if (line.startsWith(REPLY))
      waiting.shift()?.(JSON.parse(line.slice(REPLY.length)) as ControllerReply);
    else output.push(line);
  });
  eachLine(child.stderr, (line) => output.push(line));
  child.once('exit', () => {
    for (const resolve of waiting.splice(0)) {
      resolve({ ok: false, error: `the cluster controller exited:\n${output.join('\n')}` });
    }
  });
  const next = () => new Promise<ControllerReply>((resolve) => waiting.push(resolve));
  const command = async (line: string) => {
    const reply = next();
    child.stdin!.write(`${line}\n`);
    const answer = await reply;
    if (!answer.ok) throw new Error(answer.error);
    return answer;
  };
  const hello = await next();
  if (!hello.ok) throw new Error(hello.error);
  return {
    url: hello.url!,
    createDatabase: async (name) => (await command(`createdb ${name}`)).url!,
    stop: async () => {
      const { began, done } = await command('stop');
      return { began: began!, done: done! };
    },
    start: async () => {
      const { began, done } = await command('start');
      return { began: began!, done: done! };
    },
    remove: async () => {
      if (hasExited(child)) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin!.end();
      await exited;
    },
  };
}

/** The child's side: a cluster, commands on stdin, removed when stdin closes or on SIGTERM. */
export async function runClusterController() {
  const reply = (message: ControllerReply) =>
    process.stdout.write(`${REPLY}${JSON.stringify(message)}\n`);
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster({ fsync: true });
  } catch (error) {
    reply({ ok: false, error: String(error) });
    process.exit(1);
  }
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    cluster.remove();
    process.exit(0);
  };
  process.on('SIGTERM', remove);
  process.on('SIGINT', remove);
  reply({ ok: true, url: cluster.url });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('close', remove);
  for await (const line of lines) {
    const [command, argument] = line.trim().split(/\s+/);
    try {
      const began = Date.now();
      if (command === 'stop') cluster.stop();
      else if (command === 'start') cluster.start();
      else if (command === 'createdb' && argument) {
        reply({ ok: true, url: await cluster.createDatabase(argument) });
        continue;
      } else throw new Error(`unknown command: ${line}`);
      reply({ ok: true, began, done: Date.now() });
    } catch (error) {
      reply({ ok: false, error: String(error) });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The SMTP sink

export interface SinkMail {
  /** The `X-Kavana-Submission` header: the submission's id. */
  submission: string | undefined;
  messageId: string | undefined;
  at: number;
}

/**
 * The shared SMTP sink (scripts/lib/smtp-sink.ts), each message read as the figures need it:
 * whose submission it carries and its Message-ID.
 */
export async function startMailSink({ delayMs = 0 } = {}) {
  const sink = await startSmtpSink({ delayMs });
  return {
    get mails(): SinkMail[] {
      return sink.received.map(({ raw, at }) => ({
        submission: mailHeader(raw, 'X-Kavana-Submission'),
        messageId: mailHeader(raw, 'Message-ID'),
        at,
      }));
    },
    url: sink.url,
    close: sink.close,
  };
}

// ---------------------------------------------------------------------------------------------
// The client

/** An HTTP status, or the network error's code. */
export type Outcome = number | string;

export interface Attempt {
  outcome: Outcome;
  sentAt: number;
  answeredAt: number;
  /** The `Retry-After` header of a 429 or 503. */
  retryAfter?: string;
}

export interface PostResult {
  key: string;
  attempts: Attempt[];
  /** The last attempt's outcome. */
  outcome: Outcome;
  /** The id a 201 carried. */
  id?: string;
}

export interface RetryPolicy {
  /** Posts of one submission at most (the first included). */
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** What the form's retry does: the same post, with its key, after a network error or a gateway error. */
const retriable = (outcome: Outcome) =>
  typeof outcome === 'string' || outcome === 502 || outcome === 503 || outcome === 504;

/** A valid submission; `token` passes the time trap when the service's minimum fill time is 0. */
export const submission = (i: number, key: string, token: string) => ({
  name: `Fault Visitor ${i}`,
  email: `visitor${i}@example.co.il`,
  company: 'Faults Ltd',
  phone: '+972 50 123 4567',
  topic: 'sales',
  message: `Fault-injection message number ${i}, long enough to pass the schema.`,
  consent: true,
  language: 'en',
  token,
  idempotency_key: key,
});

export class ContactClient {
  /** Requests sent and not answered yet. */
  inFlight = 0;

  private constructor(
    readonly baseUrl: string,
    readonly token: string,
    private readonly policy: RetryPolicy,
  ) {}

  /** Fetches a time-trap token once (as the form does when it opens). */
  static async open(baseUrl: string, policy: RetryPolicy): Promise<ContactClient> {
    const answer = await httpGet(`${baseUrl}/api/contact/token`, 5000);
    if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.body}`);
    return new ContactClient(baseUrl, (JSON.parse(answer.body) as { token: string }).token, policy);
  }

  /** One post of the body; never rejects. */
  async attempt(body: string): Promise<Attempt & { id?: string }> {
    const sentAt = Date.now();
    this.inFlight++;
    try {
      const answer = await exchange(`${this.baseUrl}/api/contact`, { method: 'POST', body });
      const retryAfter = answer.headers['retry-after'];
      let id: string | undefined;
      if (answer.status === 201) id = (JSON.parse(answer.body) as { id?: string }).id;
      return {
        outcome: answer.status,
        sentAt,
        answeredAt: Date.now(),
        ...(typeof retryAfter === 'string' && { retryAfter }),
        ...(id !== undefined && { id }),
      };
    } catch (error) {
      return { outcome: errorCode(error), sentAt, answeredAt: Date.now() };
    } finally {
      this.inFlight--;
    }
  }

  /** Posts submission `i` with `key`, again after a network or gateway error, as the policy allows. */
  async post(i: number, key: string): Promise<PostResult> {
    const body = JSON.stringify(submission(i, key, this.token));
    const attempts: Attempt[] = [];
    for (let n = 1; ; n++) {
      const { id, ...attempt } = await this.attempt(body);
      attempts.push(attempt);
      if (!retriable(attempt.outcome) || n >= this.policy.attempts) {
        return { key, attempts, outcome: attempt.outcome, ...(id !== undefined && { id }) };
      }
      await sleep(Math.min(this.policy.firstDelayMs * 2 ** (n - 1), this.policy.maxDelayMs));
    }
  }
}

export interface SlowPost {
  outcome: Outcome;
  /** When the service had read the headers (it answered `100 Continue`); undefined if never. */
  acceptedAt: number | undefined;
  answeredAt: number;
}

/**
 * A post whose body arrives slowly. It asks `Expect: 100-continue`, so the service's `100
 * Continue` says it has read the headers (the request is its own now, not a connection waiting
 * in a queue); then half the body goes, and the rest `restAfterMs` later. `onAccepted` is called
 * at the `100 Continue`.
 */
export function slowPost(
  baseUrl: string,
  body: string,
  restAfterMs: number,
  onAccepted: () => void,
): Promise<SlowPost> {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let acceptedAt: number | undefined;
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => resolve({ outcome, acceptedAt, answeredAt: Date.now() });
    const req = request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': bytes.length,
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('error', (error) => done(errorCode(error)));
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.setTimeout(30_000, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    req.on('error', (error) => done(errorCode(error)));
    req.once('continue', () => {
      acceptedAt = Date.now();
      onAccepted();
      req.write(bytes.subarray(0, half));
      setTimeout(() => req.end(bytes.subarray(half)), restAfterMs);
    });
    req.flushHeaders();
  });
}

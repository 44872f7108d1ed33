/** Starts the real service on a free port with a temporary database, and a local SMTP sink. */
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { DEFAULTS, type ServiceConfig } from '../../server/config';
import { startService, type RunningService, type ServiceOptions } from '../../server/service';
import { issueToken } from '../../server/token';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'kavana-contact-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestService extends RunningService {
  logs: string[];
  config: ServiceConfig;
  post(
    body: unknown,
    init?: { headers?: Record<string, string>; raw?: boolean },
  ): Promise<Response>;
  rows(): Record<string, unknown>[];
}

export async function startTestService(
  dir: string,
  overrides: Partial<ServiceConfig> = {},
  options: ServiceOptions = {},
): Promise<TestService> {
  const logs: string[] = [];
  const config: ServiceConfig = {
    ...DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    distDir: join(dir, 'no-dist'),
    databaseFile: join(dir, 'data', 'contact.sqlite'),
    smtpUrl: undefined,
    publicOrigin: 'https://www.example.com',
    secret: SECRET,
    rateLimit: 1000,
    outboxBaseDelayMs: 50,
    outboxPollMs: 25,
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
    rows: () => {
      const db = new Database(config.databaseFile, { readonly: true });
      try {
        return db.prepare('SELECT * FROM submissions ORDER BY received_at').all() as Record<
          string,
          unknown
        >[];
      } finally {
        db.close();
      }
    },
  };
}

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server that accepts anything and keeps what it receives. */
export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = (server.server as { address(): AddressInfo }).address();
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a truthy value (never a blind sleep). */
export async function eventually<T>(check: () => T, timeoutMs = 5000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

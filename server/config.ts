/**
 * The service's configuration, read once from the environment (documented in the README and
 * `.env.example`). Tests pass their own values to `startService` instead.
 */
import { join } from 'node:path';
import { ROOT } from './layout';

export interface ServiceConfig {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Address to bind; loopback by default, so only a reverse proxy on the same host reaches it. */
  host: string;
  /** The built site to serve (`dist/`); the pages are served only when it exists. */
  distDir: string;
  /** The SQLite file (created with its directory on first start), when `databaseUrl` is unset. */
  databaseFile: string;
  /** `postgres://…`: the shared PostgreSQL store, for several instances; unset means SQLite. */
  databaseUrl: string | undefined;
  /** How long to wait for the store at start-up (PostgreSQL may be starting too) before giving up. */
  storeStartTimeoutMs: number;
  /** On SIGTERM, requests already accepted get this long to be answered before the exit. */
  shutdownGraceMs: number;
  /** `smtp://user:pass@host:port`; unset: messages are stored and queued, not sent. */
  smtpUrl: string | undefined;
  contactTo: string;
  contactFrom: string;
  /** The site's public origin (`https://www.example.com`): accepted as `Origin` of a post. */
  publicOrigin: string | undefined;
  /** HMAC key for the time-trap token; generated and kept in the database when unset. */
  secret: string | undefined;
  /** Posts allowed per client per window (`429` past it). */
  rateLimit: number;
  rateWindowMs: number;
  /** A token younger than this is a bot's (the time trap). */
  minFillMs: number;
  /** A token older than this has expired. */
  tokenMaxAgeMs: number;
  /** Submissions older than this many days are deleted (the privacy notice's promise). */
  retentionDays: number;
  /** The first retry of a failed e-mail waits this long; each next one twice as long. */
  outboxBaseDelayMs: number;
  outboxMaxDelayMs: number;
  /** How often the outbox looks for due messages. */
  outboxPollMs: number;
  /** Behind a reverse proxy, take the client address from `X-Forwarded-For`. */
  trustProxy: boolean;
  /** Log lines to stdout; tests silence them. */
  log: (line: string) => void;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

export const DEFAULTS = {
  port: 4173,
  host: '127.0.0.1',
  distDir: join(ROOT, 'dist'),
  databaseFile: join(ROOT, 'data/contact.sqlite'),
  contactTo: 'hello@kavana-analytics.co.il',
  contactFrom: 'Kavana website <no-reply@kavana-analytics.co.il>',
  rateLimit: 5,
  rateWindowMs: 10 * 60_000,
  minFillMs: 2_000,
  tokenMaxAgeMs: 24 * 60 * 60_000,
  retentionDays: 365,
  outboxBaseDelayMs: 30_000,
  outboxMaxDelayMs: 60 * 60_000,
  outboxPollMs: 5_000,
  storeStartTimeoutMs: 30_000,
  shutdownGraceMs: 8_000,
} as const;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    port: number(env.PORT, DEFAULTS.port),
    host: env.HOST || DEFAULTS.host,
    distDir: env.DIST_DIR || DEFAULTS.distDir,
    databaseFile: env.CONTACT_DB || DEFAULTS.databaseFile,
    databaseUrl: env.DATABASE_URL || undefined,
    storeStartTimeoutMs: number(env.STORE_START_TIMEOUT_MS, DEFAULTS.storeStartTimeoutMs),
    shutdownGraceMs: DEFAULTS.shutdownGraceMs,
    smtpUrl: env.SMTP_URL || undefined,
    contactTo: env.CONTACT_TO || DEFAULTS.contactTo,
    contactFrom: env.CONTACT_FROM || DEFAULTS.contactFrom,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    secret: env.CONTACT_SECRET || undefined,
    rateLimit: number(env.CONTACT_RATE_LIMIT, DEFAULTS.rateLimit),
    rateWindowMs: number(env.CONTACT_RATE_WINDOW_MS, DEFAULTS.rateWindowMs),
    minFillMs: number(env.CONTACT_MIN_FILL_MS, DEFAULTS.minFillMs),
    tokenMaxAgeMs: DEFAULTS.tokenMaxAgeMs,
    retentionDays: number(env.CONTACT_RETENTION_DAYS, DEFAULTS.retentionDays),
    outboxBaseDelayMs: number(env.OUTBOX_BASE_DELAY_MS, DEFAULTS.outboxBaseDelayMs),
    outboxMaxDelayMs: DEFAULTS.outboxMaxDelayMs,
    outboxPollMs: number(env.OUTBOX_POLL_MS, DEFAULTS.outboxPollMs),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    log: (line) => console.log(line),
  };
}

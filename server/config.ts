/**
 * The service's configuration, read once from the environment (documented in
 * docs/contact-service.md and `.env.example`). Tests pass their own values to `startService`
 * instead. A value that cannot be right (a malformed `CONTACT_ROUTES`, a webhook URL without its
 * secret) throws here, naming it, so the service does not start.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import { CONTACT_TOPICS, type ContactTopic } from '../src/contact/schema';
import { ROOT } from './layout';
import type { DeliveryKind, ReplyLimit } from './store/delivery-kinds';

/** The inbox of each topic `CONTACT_ROUTES` names; the others go to `contactTo`. */
export type ContactRoutes = Partial<Record<ContactTopic, string>>;

/** Where the webhook posts, and the key it signs with. */
export interface WebhookConfig {
  url: string;
  secret: string;
  /** Attempts before the delivery is given up (`failed_at`) and shown by `/readyz`. */
  maxAttempts: number;
  /** The longest wait between two attempts (the first waits `outboxBaseDelayMs`, then doubles). */
  maxDelayMs: number;
  /** An answer slower than this is a failed attempt. */
  timeoutMs: number;
}

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
  /** Topics routed to inboxes of their own; the notification's `To` is chosen when it is sent. */
  contactRoutes: ContactRoutes;
  /** Whether the visitor gets a reply in their language (`CONTACT_AUTOREPLY=0` turns it off). */
  autoreply: boolean;
  /** At most this many replies to one address in a window: the form cannot flood a stranger. */
  replyLimit: ReplyLimit;
  /** With `CONTACT_WEBHOOK_URL` and `CONTACT_WEBHOOK_SECRET`: every enquiry is posted there. */
  webhook: WebhookConfig | undefined;
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
  /** Spam is deleted sooner: kept this many days, for a false positive to be released. */
  spamRetentionDays: number;
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
  contactRoutes: {},
  autoreply: true,
  replyLimit: { max: 3, windowMs: 24 * 60 * 60_000 },
  webhook: undefined,
  webhookMaxAttempts: 8,
  webhookMaxDelayMs: 30 * 60_000,
  webhookTimeoutMs: 10_000,
  spamRetentionDays: 30,
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

const isAddress = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/**
 * `sales=sales@example.com,procurement=ops@example.com`: each topic at most once, each inbox an
 * address. Throws naming the first bad entry.
 */
export function parseRoutes(value: string | undefined): ContactRoutes {
  const routes: ContactRoutes = {};
  if (!value?.trim()) return routes;
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const bad = (why: string) =>
      new Error(`CONTACT_ROUTES: "${entry}" ${why} (expected topic=address, comma-separated).`);
    const equals = entry.indexOf('=');
    if (equals < 0) throw bad('has no "="');
    const topic = entry.slice(0, equals).trim();
    const address = entry.slice(equals + 1).trim();
    if (!(CONTACT_TOPICS as readonly string[]).includes(topic)) {
      throw bad(`names no topic: one of ${CONTACT_TOPICS.join(', ')}`);
    }
    if (!isAddress(address)) throw bad('is not routed to an e-mail address');
    if (topic in routes) throw bad('routes a topic named before');
    routes[topic as ContactTopic] = address;
  }
  return routes;
}

/** The webhook of `CONTACT_WEBHOOK_URL` and `CONTACT_WEBHOOK_SECRET`: both, or neither. */
function webhookFromEnv(env: NodeJS.ProcessEnv): WebhookConfig | undefined {
  const url = env.CONTACT_WEBHOOK_URL?.trim();
  const secret = env.CONTACT_WEBHOOK_SECRET?.trim();
  if (!url && !secret) return undefined;
  if (!url || !secret) {
    throw new Error(
      `${url ? 'CONTACT_WEBHOOK_SECRET' : 'CONTACT_WEBHOOK_URL'} is not set: the webhook needs both CONTACT_WEBHOOK_URL and CONTACT_WEBHOOK_SECRET.`,
    );
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`CONTACT_WEBHOOK_URL: "${url}" is not an http(s) URL.`);
  }
  return {
    url,
    secret,
    maxAttempts: number(env.CONTACT_WEBHOOK_ATTEMPTS, DEFAULTS.webhookMaxAttempts),
    maxDelayMs: DEFAULTS.webhookMaxDelayMs,
    timeoutMs: DEFAULTS.webhookTimeoutMs,
  };
}

/** What the service queues for a submission that is not spam, by this configuration. */
export const deliveriesOf = (
  config: Pick<ServiceConfig, 'autoreply' | 'webhook'>,
): DeliveryKind[] => [
  'notify',
  ...(config.autoreply ? (['reply'] as const) : []),
  ...(config.webhook ? (['webhook'] as const) : []),
];

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
    contactRoutes: parseRoutes(env.CONTACT_ROUTES),
    autoreply: env.CONTACT_AUTOREPLY !== '0' && env.CONTACT_AUTOREPLY !== 'false',
    replyLimit: DEFAULTS.replyLimit,
    webhook: webhookFromEnv(env),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    secret: env.CONTACT_SECRET || undefined,
    rateLimit: number(env.CONTACT_RATE_LIMIT, DEFAULTS.rateLimit),
    rateWindowMs: number(env.CONTACT_RATE_WINDOW_MS, DEFAULTS.rateWindowMs),
    minFillMs: number(env.CONTACT_MIN_FILL_MS, DEFAULTS.minFillMs),
    tokenMaxAgeMs: DEFAULTS.tokenMaxAgeMs,
    retentionDays: number(env.CONTACT_RETENTION_DAYS, DEFAULTS.retentionDays),
    spamRetentionDays: DEFAULTS.spamRetentionDays,
    outboxBaseDelayMs: number(env.OUTBOX_BASE_DELAY_MS, DEFAULTS.outboxBaseDelayMs),
    outboxMaxDelayMs: DEFAULTS.outboxMaxDelayMs,
    outboxPollMs: number(env.OUTBOX_POLL_MS, DEFAULTS.outboxPollMs),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    log: (line) => console.log(line),
  };
}

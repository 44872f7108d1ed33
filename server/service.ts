/**
 * Starts the service: opens (and migrates) the store, the outbox worker, the retention sweep and
 * the HTTP server; and stops it gracefully. `server/main.ts` runs it from the environment; tests
 * run it on a free port.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServiceConfig } from './config';
import { startOutbox, type Outbox } from './outbox';
import type { DraftPageRenderer } from './routes/contact-page';
import { openStaticSite } from './static';
import type { Store } from './store';
import { openStore } from './store/open';
import { newSecret } from './token';

const DAY_MS = 24 * 60 * 60_000;

export interface RunningService {
  url: string;
  port: number;
  store: Store;
  outbox: Outbox;
  /**
   * Stops gracefully: no new connections, the requests already accepted answered (for at most
   * `shutdownGraceMs`), no more outbox claims and the leases given back, the store closed.
   */
  close(): Promise<void>;
}

export interface ServiceOptions {
  renderDraftPage?: DraftPageRenderer;
  now?: () => number;
}

/**
 * Deletes what the privacy notice says is kept no longer: old submissions, spam older than
 * `spamRetentionDays` (kept that long so a false positive can be released), expired drafts.
 */
async function sweep(store: Store, config: ServiceConfig, now: number) {
  try {
    const submissions = await store.submissions.purge(
      now - config.retentionDays * DAY_MS,
      now - Math.min(config.spamRetentionDays, config.retentionDays) * DAY_MS,
    );
    await store.drafts.purge(now);
    await store.rateLimits.purge(now);
    if (submissions > 0) {
      config.log(
        `deleted ${submissions} submissions older than ${config.retentionDays} days (spam: ${config.spamRetentionDays})`,
      );
    }
  } catch (error) {
    config.log(`retention sweep failed, tried again tomorrow: ${String(error)}`);
  }
}

/** Closes the server once the requests it accepted are answered, or when the grace runs out. */
function drain(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export async function startService(
  config: ServiceConfig,
  { renderDraftPage, now = () => Date.now() }: ServiceOptions = {},
): Promise<RunningService> {
  const store = await openStore(config);
  // Instances share the secret through the store, so a token one issued passes at another.
  const secret = config.secret ?? (await store.settings.value('contact_secret', newSecret));
  const outbox = await startOutbox(store.deliveries, config, now);
  await sweep(store, config, now());
  const sweeper = setInterval(() => void sweep(store, config, now()), DAY_MS).unref();

  let draining = false;
  const site = openStaticSite(config.distDir);
  if (!site) config.log(`${config.distDir} is not built: serving the API only`);
  const app = createApp({
    store,
    config,
    secret,
    site,
    renderDraftPage,
    now,
    sending: outbox.sending,
    deliveryKinds: outbox.kinds,
    draining: () => draining,
    onStored: () => void outbox.flush(),
  });

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host },
      () => resolve(started),
    );
  });
  // nginx keeps idle connections to the service for up to a minute (its upstream
  // `keepalive_timeout`): the service must not close them sooner, or a request nginx sends on one
  // as it closes is reset. (Node's default is 5 s.)
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  config.log(`contact service and site at ${url} (store: ${store.kind} ${store.location})`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    store,
    outbox,
    close: () =>
      (closing ??= (async () => {
        draining = true;
        clearInterval(sweeper);
        await drain(server as Server, config.shutdownGraceMs);
        await outbox.stop();
        await store.close();
      })()),
  };
}

/**
 * Starts the service: opens (and migrates) the store, the outbox worker, the retention sweep and
 * the HTTP server. `server/main.ts` runs it from the environment; tests run it on a free port.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type DraftPageRenderer } from './app';
import type { ServiceConfig } from './config';
import { startOutbox, type Outbox } from './outbox';
import { openSqliteStore } from './sqlite-store';
import { openStaticSite } from './static';
import type { ContactStore } from './store';
import { newSecret } from './token';

const DAY_MS = 24 * 60 * 60_000;

export interface RunningService {
  url: string;
  port: number;
  store: ContactStore;
  outbox: Outbox;
  close(): Promise<void>;
}

export interface ServiceOptions {
  renderDraftPage?: DraftPageRenderer;
  now?: () => number;
}

/** Deletes what the privacy notice says is kept no longer: old submissions, expired drafts. */
function sweep(store: ContactStore, config: ServiceConfig, now: number) {
  const submissions = store.purgeSubmissions(now - config.retentionDays * DAY_MS);
  store.purgeDrafts(now);
  if (submissions > 0) {
    config.log(`deleted ${submissions} submissions older than ${config.retentionDays} days`);
  }
}

export async function startService(
  config: ServiceConfig,
  { renderDraftPage, now = () => Date.now() }: ServiceOptions = {},
): Promise<RunningService> {
  const store = openSqliteStore(config.databaseFile);
  const secret = config.secret ?? store.setting('contact_secret', newSecret);
  const outbox = startOutbox(store, config, now);
  sweep(store, config, now());
  const sweeper = setInterval(() => sweep(store, config, now()), DAY_MS).unref();

  const site = openStaticSite(config.distDir);
  if (!site) config.log(`${config.distDir} is not built: serving the API only`);
  const app = createApp({
    store,
    config,
    secret,
    site,
    renderDraftPage,
    now,
    onStored: () => void outbox.flush(),
  });

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      { fetch: app.fetch, port: config.port, hostname: config.host },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  config.log(`contact service and site at ${url} (store: ${config.databaseFile})`);

  return {
    url,
    port,
    store,
    outbox,
    close: async () => {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await outbox.stop();
      store.close();
    },
  };
}

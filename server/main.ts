/**
 * `npm start` and `npm run serve`: the site and the contact service on one origin. The build
 * writes it as JavaScript to `dist/server/main.js`, which production runs with `node` alone
 * (decision 022). Configuration by environment: see docs/contact-service.md and `.env.example`.
 *
 *   node dist/server/main.js [--port 4173]     (the build; `npx tsx server/main.ts` from source)
 */
import { createServer } from 'node:net';
import { configFromEnv } from './config';
import { loadDraftPageRenderer } from './render';
import { startService } from './service';

/** A configuration that cannot be right (a malformed CONTACT_ROUTES, say) stops the service here. */
const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(
      `The service could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
})();
const portFlag = process.argv.indexOf('--port');
if (portFlag > 0) config.port = Number(process.argv[portFlag + 1]);

/** Can this process listen on the port? (Something else may already: another checkout, say.) */
const isFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

let busyPort: number | undefined;
if (!(await isFree(config.port, config.host))) {
  const chosen = portFlag > 0 || Boolean(process.env.PORT);
  if (chosen) {
    console.error(
      `Port ${config.port} on ${config.host} is already in use: stop what listens there or choose another PORT.`,
    );
    process.exit(1);
  }
  // Port 0: the system picks a free one, which the service reports once it listens.
  busyPort = config.port;
  config.port = 0;
}

const service = await startService(config, {
  renderDraftPage: await loadDraftPageRenderer(config),
}).catch((error: unknown) => {
  console.error(
    `The service could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
if (busyPort !== undefined) {
  console.log(
    `Port ${busyPort} is already in use (another server?); using ${service.port} instead. Set PORT to choose.`,
  );
}

/**
 * SIGTERM (a deploy, the supervisor) and SIGINT: stop accepting, answer what was accepted, give
 * the outbox's leases back, close the store, and exit within 10 s whatever happens.
 */
const EXIT_DEADLINE_MS = 10_000;
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  setTimeout(() => {
    console.error('shutdown took too long: exiting');
    process.exit(1);
  }, EXIT_DEADLINE_MS - 500).unref();
  service.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`shutdown failed: ${String(error)}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

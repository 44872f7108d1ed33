/**
 * `npm start` (after the build) and `npm run preview`: the site and the contact service on one
 * origin. Configuration by environment: see the README and `.env.example`.
 *
 *   npx tsx server/main.ts [--port 4173]
 */
import { configFromEnv } from './config';
import { loadDraftPageRenderer } from './render';
import { startService } from './service';

const config = configFromEnv();
const portFlag = process.argv.indexOf('--port');
if (portFlag > 0) config.port = Number(process.argv[portFlag + 1]);

const service = await startService(config, {
  renderDraftPage: await loadDraftPageRenderer(config),
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

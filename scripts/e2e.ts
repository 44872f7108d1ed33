/**
 * Runs the hand-written e2e suite (`playwright.config.ts`) on a free port, so it never collides
 * with `npm start`, another checkout's run or anything else listening. Arguments go to Playwright.
 *
 *   npx tsx scripts/e2e.ts [playwright test arguments]
 */
import { spawnSync } from 'node:child_process';
import { freePort } from './lib/free-port';

const port = process.env.E2E_PORT ?? String(await freePort());
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});
process.exit(result.status ?? 1);

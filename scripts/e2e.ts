/**
 * Runs the hand-written e2e suite (`playwright.config.ts`) on free ports, so it never collides
 * with `npm start`, another checkout's run or anything else listening. Arguments go to Playwright.
 *
 *   npx tsx scripts/e2e.ts [playwright test arguments]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../qa/api';

const port = process.env.E2E_PORT ?? String(await freePort());
const servicePort = process.env.E2E_SERVICE_PORT ?? String(await freePort());
const devPort = process.env.E2E_DEV_PORT ?? String(await freePort());
// A fresh database for the contact service on every run, gone after it.
const scratch = process.env.E2E_CONTACT_DB ? null : mkdtempSync(join(tmpdir(), 'kavana-e2e-'));
const database = process.env.E2E_CONTACT_DB ?? join(scratch!, 'contact.sqlite');
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: port,
    E2E_SERVICE_PORT: servicePort,
    E2E_DEV_PORT: devPort,
    E2E_CONTACT_DB: database,
  },
});
if (scratch) rmSync(scratch, { recursive: true, force: true });
process.exit(result.status ?? 1);

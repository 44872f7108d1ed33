/** The deployment `run` and `snap` test: `--base-url`, else this checkout's build, served. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../launch/ensure-build';
import { startSiteServer } from '../launch/site-server';
import { ROOT } from './options';

export interface SiteUnderTest {
  baseUrl: string;
  /** Stops the server this command started, if it started one. */
  stop: () => Promise<void>;
}

/** `baseUrl` as it is, else a copy of this checkout's production build (built if need be). */
export async function siteUnderTest(baseUrl: string | undefined): Promise<SiteUnderTest> {
  if (baseUrl) return { baseUrl, stop: async () => {} };
  ensureBuild({ force: false });
  // A copy of the build, served for the whole run: a build of this checkout in the meantime (a
  // run in Firefox takes an hour) would otherwise change the pages and their headers under it.
  const dist = mkdtempSync(join(tmpdir(), 'kavana-paths-dist-'));
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  // The site and its contact service, as `npm start` runs them, with a database of its own.
  // Every path's posts come from one address: no rate limit (as the e2e server has).
  const server = await startSiteServer(dist, { CONTACT_RATE_LIMIT: '10000' });
  console.log(`paths: serving a copy of this checkout's dist/ at ${server.origin}`);
  return {
    baseUrl: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * The store's contract (decision 029), one suite that both stores pass: each concern's interface
 * against a fresh SQLite file and a fresh database on a throwaway PostgreSQL cluster, including
 * what must be one transaction across concerns.
 */
import { describe } from 'vitest';
import { STORES } from '../helpers';
import { deliveriesContract } from './deliveries.contract';
import { draftsContract } from './drafts.contract';
import { storeTestBed } from './harness';
import { rateLimitsContract } from './rate-limits.contract';
import { settingsContract } from './settings.contract';
import { submissionsContract } from './submissions.contract';
import { visitorRightsContract } from './visitor-rights.contract';

const openStore = storeTestBed();

// A busy machine takes a while to create a PostgreSQL database for each test.
describe.each(STORES)('the %s store', { timeout: 30_000 }, (kind) => {
  const open = openStore(kind);
  submissionsContract(open);
  deliveriesContract(open);
  draftsContract(open);
  rateLimitsContract(open);
  settingsContract(open);
  visitorRightsContract(open);
});

/**
 * The test tree mirrors the code (issue #44): `src/<folder>/<name>.ts` is tested in
 * `tests/<folder>/<name>.test.ts`, the code at the top of the repository (`machines/`, `server/`,
 * `scripts/`, `deploy/`) in `tests/machines/`, `tests/server/`… So every folder of tests/ is a
 * folder of the code, but for the shared helpers (`tests/support/`) and the release suite, which
 * has a configuration of its own (`tests/release/`, vitest.release.config.ts). A test left in a
 * folder the code no longer has fails here.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TESTS = join(ROOT, 'tests');

/** The code at the top of the repository; every other folder of tests/ mirrors one in src/. */
const TOP_LEVEL = ['machines', 'server', 'scripts', 'deploy'];
/** The folders of tests/ that mirror no code. */
const OWN = ['support', 'release'];

/** Whether `folder` (relative to tests/, '' for tests/ itself) mirrors a folder of the code. */
const mirrorsCode = (folder: string) => {
  const top = folder.split(sep)[0]!;
  if (OWN.includes(top)) return true;
  const code = join(ROOT, TOP_LEVEL.includes(top) ? '' : 'src', folder);
  return statSync(code, { throwIfNoEntry: false })?.isDirectory() ?? false;
};

/** The folders of tests/ that hold a test or a helper, relative to tests/. */
const testFolders = () => [
  ...new Set(
    readdirSync(TESTS, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(TESTS, entry.parentPath)),
  ),
];

describe('the test tree', () => {
  it('has each test in the folder of the code it tests, or in tests/support/', () => {
    const folders = testFolders();
    expect(folders).toContain('machines');
    expect(folders.filter((folder) => !mirrorsCode(folder))).toEqual([]);
  });
});

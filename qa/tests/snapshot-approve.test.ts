import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approvalText, approveReport } from '../snaps/approve-report';
import { compareFolders } from '../snaps/compare-folders';
import { writeReport } from '../snaps/report';
import {
  aboutHe,
  drawerOpen,
  screenshot,
  snapshotFolder,
  stateEntry,
  TREE,
} from './fixtures/snapshot-folders';
import { npmRunPaths } from './fixtures/npm-run-paths';
import { scratchFolder } from './fixtures/scratch';

const manifestOf = (dir: string) => readFileSync(join(dir, 'manifest.json'), 'utf8');
const newReport = () => join(scratchFolder('report'), 'REPORT');

/** A baseline, and a candidate where the drawer is darker, the about page gone, a state new. */
function compared() {
  const baseline = snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]);
  const candidate = snapshotFolder(
    [
      { entry: drawerOpen(), png: screenshot({ drawer: [0x10, 0x20, 0x40] }) },
      { entry: stateEntry({ machine: 'side-bar', state: '{"desktop":"collapsed"}' }) },
    ],
    { baseUrl: 'https://staging.example.com', createdAt: '2025-02-01T09:00:00.000Z' },
  );
  const report = newReport();
  writeReport(compareFolders(baseline, candidate), report);
  return { baseline, candidate, report };
}

describe('approving a report', () => {
  it('makes the compared snaps the baseline, leaving nothing beside it, and says so', () => {
    const { baseline, candidate, report } = compared();

    const approval = approveReport(report);

    expect(manifestOf(baseline)).toBe(manifestOf(candidate));
    expect(readFileSync(join(baseline, drawerOpen().screenshot))).toEqual(
      readFileSync(join(candidate, drawerOpen().screenshot)),
    );
    expect(existsSync(join(baseline, aboutHe().screenshot))).toBe(false);
    expect(
      readdirSync(dirname(baseline)).filter((name) => name.includes(basename(baseline))),
    ).toEqual([basename(baseline)]);
    expect(approvalText(approval)).toBe(
      `approved: ${baseline} now holds the 2 entries of https://staging.example.com, snapped 2025-02-01T09:00:00.000Z, in place of the 2 from http://127.0.0.1:4173, snapped 2025-01-01T10:00:00.000Z.\n` +
        'It takes in what the comparison found: 1 in pixels, 0 in the accessibility tree, 1 missing (now gone from the baseline), 1 new (now in it).',
    );
  });

  it('does nothing the second time', () => {
    const { baseline, report } = compared();
    approveReport(report);

    const again = approveReport(report);
    expect(again.alreadyApproved).toBe(true);
    expect(approvalText(again)).toBe(`${baseline} holds these snaps already: nothing to approve`);
  });

  it('refuses once the baseline has changed since the comparison', () => {
    const { baseline, report } = compared();
    writeFileSync(
      join(baseline, 'manifest.json'),
      manifestOf(baseline).replace('2025-01-01', '2025-01-02'),
    );

    expect(() => approveReport(report)).toThrow(
      /has changed since it was compared \(another approval\?\): compare again$/,
    );
  });

  it('refuses snaps changed since the comparison', () => {
    const { report } = compared();
    writeFileSync(
      join(report, 'snaps/manifest.json'),
      manifestOf(join(report, 'snaps')).replace('staging', 'other'),
    );

    expect(() => approveReport(report)).toThrow(
      /is not what was compared \(its manifest changed since\): compare again$/,
    );
  });

  it('makes a new baseline where told, but never replaces a folder of something else', () => {
    const { report } = compared();
    const elsewhere = join(scratchFolder('approve'), 'baseline');

    expect(approveReport(report, { baseline: elsewhere })).toMatchObject({
      replaced: false,
      entries: 2,
    });
    mkdirSync(join(dirname(elsewhere), 'photos'));
    expect(() => approveReport(report, { baseline: join(dirname(elsewhere), 'photos') })).toThrow(
      /photos is there but is not a snapshot folder/,
    );
  });

  it('refuses a folder that is no report', () => {
    const folder = scratchFolder('not-a-report');
    expect(() => approveReport(folder)).toThrow(
      `${folder} has no summary.json: it is not a comparison's report`,
    );
  });
});

describe('npm run paths -- compare', () => {
  it('exits with 0 when nothing differs, 1 when something does, 2 on a bad folder', () => {
    const baseline = snapshotFolder([{ entry: drawerOpen() }]);
    const same = snapshotFolder([{ entry: drawerOpen() }]);
    const other = snapshotFolder([{ entry: drawerOpen(), tree: TREE.replace('Menu', 'Close') }]);

    const alike = npmRunPaths(
      'compare',
      '--baseline',
      baseline,
      '--snaps',
      same,
      '--out',
      newReport(),
    );
    expect(alike.stdout).toContain('paths: nothing differs in the 1 states both have');
    expect(alike.status).toBe(0);

    const differ = npmRunPaths(
      'compare',
      '--baseline',
      baseline,
      '--snaps',
      other,
      '--out',
      newReport(),
    );
    expect(differ.stdout).toContain('  aria    state/side-bar/mobile.open/desktop-en/dark');
    expect(differ.status).toBe(1);

    const empty = scratchFolder('empty');
    const bad = npmRunPaths(
      'compare',
      '--baseline',
      baseline,
      '--snaps',
      empty,
      '--out',
      newReport(),
    );
    expect(bad.stderr).toContain(`paths: ${empty} has no manifest.json`);
    expect(bad.status).toBe(2);
  }, 60_000);

  it('exits with 2 on a command line it cannot follow, and says so', () => {
    const baseline = snapshotFolder([{ entry: drawerOpen() }]);

    const half = npmRunPaths('compare', '--baseline', baseline);
    expect(half.stderr).toContain(
      'paths: compare needs --baseline DIR and --snaps DIR (or --base-url URL)',
    );
    expect(half.status).toBe(2);

    const both = npmRunPaths(
      'compare',
      '--baseline',
      baseline,
      '--snaps',
      baseline,
      '--base-url',
      'https://example.com',
      '--out',
      newReport(),
    );
    expect(both.stderr).toContain('paths: compare takes --snaps DIR or --base-url URL, not both');
    expect(both.status).toBe(2);
  }, 60_000);
});

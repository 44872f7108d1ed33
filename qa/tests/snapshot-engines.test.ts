import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { approveReport } from '../snaps/approve-report';
import { compareFolders } from '../snaps/compare-folders';
import { parseManifest, readSnapshotFolder, SnapshotError } from '../snaps/manifest';
import { writeReport } from '../snaps/report';
import {
  aboutHe,
  drawerOpen,
  NAVY,
  screenshot,
  snapshotFolder,
  TREE,
} from './fixtures/snapshot-folders';
import { npmRunPaths } from './fixtures/npm-run-paths';
import { scratchFolder } from './fixtures/scratch';

const newReport = () => join(scratchFolder('report'), 'REPORT');
const darker = screenshot({
  drawer: NAVY.map((channel) => channel - 40) as unknown as typeof NAVY,
});

/** Chromium's snaps, and Firefox's of the same deployment: the drawer drawn otherwise, the page read otherwise. */
function twoEngines() {
  const chromium = snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]);
  const firefox = snapshotFolder(
    [
      { entry: drawerOpen(), png: darker, tree: TREE.replace('[expanded]', '[expanded=true]') },
      { entry: aboutHe(), tree: TREE.replace('link "About"', 'link "About us"') },
    ],
    { engine: 'firefox' },
  );
  return { chromium, firefox };
}

describe('snapshot folders of two engines', () => {
  it('records the engine, and reads a version 1 manifest as Chromium’s', () => {
    const { firefox } = twoEngines();
    expect(readSnapshotFolder(firefox).manifest.engine).toBe('firefox');

    const text = readFileSync(join(firefox, 'manifest.json'), 'utf8');
    const older = JSON.parse(text) as Record<string, unknown>;
    older.version = 1;
    delete older.engine;
    const read = parseManifest(JSON.stringify(older), 'm.json');
    expect(read.engine).toBe('chromium');
    expect(read.version).toBe(2);
  });

  it('refuses to compare them unless told to compare across engines', () => {
    const { chromium, firefox } = twoEngines();
    expect(() => compareFolders(chromium, firefox)).toThrow(SnapshotError);
    expect(() => compareFolders(chromium, firefox)).toThrow(
      'the baseline was snapped in chromium and the candidate in firefox: compare two snaps of one engine, or add --across-engines',
    );
  });

  it('across engines, compares the trees alone: the states whose tree differs, never the pictures', () => {
    const { chromium, firefox } = twoEngines();
    const comparison = compareFolders(chromium, firefox, undefined, { acrossEngines: true });
    expect(comparison.acrossEngines).toBe(true);
    expect(comparison.differences.map(({ kind, id }) => `${kind} ${id}`)).toEqual([
      'aria state/side-bar/mobile.open/desktop-en/dark',
      'aria page/he/about/phone-he/light',
    ]);
    // The same two, of one engine, differ in pixels too.
    const sameEngine = snapshotFolder([{ entry: drawerOpen(), png: darker }, { entry: aboutHe() }]);
    expect(compareFolders(chromium, sameEngine).differences.map(({ kind }) => kind)).toEqual([
      'pixels',
    ]);
  });

  it('writes a report across engines that says so, and cannot be approved', () => {
    const { chromium, firefox } = twoEngines();
    const report = newReport();
    const summary = writeReport(
      compareFolders(chromium, firefox, undefined, { acrossEngines: true }),
      report,
    );
    expect(summary.acrossEngines).toBe(true);
    expect([summary.baseline.engine, summary.candidate.engine]).toEqual(['chromium', 'firefox']);
    // The line replays the path in the engine of the snap, not against another deployment.
    expect(summary.differences[0]!.replay).toBe(
      "npm run paths -- run --machine side-bar --criterion transitions --path 'side-bar 07' --project desktop-en --engine firefox",
    );
    const page = readFileSync(join(report, 'index.html'), 'utf8');
    expect(page).toContain('only their accessibility trees are compared');
    expect(page).not.toContain('npm run paths -- approve');
    expect(() => approveReport(report)).toThrow(
      /compared two engines' snaps \(chromium and firefox\), by their accessibility trees alone/,
    );
  });

  it('refuses a manifest of a version it does not know', () => {
    const { firefox } = twoEngines();
    const file = join(firefox, 'manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...manifest, version: 3 }));
    expect(() => readSnapshotFolder(firefox)).toThrow(
      /is a version 3 snapshot manifest and this checkout reads versions 1 and 2; it comes from a newer snapper/,
    );
  });
});

describe('npm run paths -- compare across engines', () => {
  it('exits with 2 for two engines, and compares the trees with --across-engines', () => {
    const { chromium, firefox } = twoEngines();
    const refused = npmRunPaths(
      'compare',
      '--baseline',
      chromium,
      '--snaps',
      firefox,
      '--out',
      newReport(),
    );
    expect(refused.stderr).toContain(
      'paths: the baseline was snapped in chromium and the candidate in firefox',
    );
    expect(refused.status).toBe(2);

    const across = npmRunPaths(
      'compare',
      '--baseline',
      chromium,
      '--snaps',
      firefox,
      '--across-engines',
      '--out',
      newReport(),
    );
    expect(across.stdout).toContain(
      'paths: 2 states whose accessibility tree differs between chromium and firefox (0 missing, 0 new) of 2 states both have',
    );
    expect(across.status).toBe(1);
  }, 60_000);

  it('refuses to snap in WebKit, or in two engines into one folder', () => {
    const out = join(scratchFolder('snap'), 'snaps');
    const webkit = npmRunPaths(
      'snap',
      '--out',
      out,
      '--engine',
      'webkit',
      '--base-url',
      'http://127.0.0.1:9',
    );
    expect(webkit.stderr).toContain('paths: WebKit cannot be snapped');
    expect(webkit.status).toBe(2);
    const all = npmRunPaths(
      'snap',
      '--out',
      out,
      '--engine',
      'all',
      '--base-url',
      'http://127.0.0.1:9',
    );
    expect(all.stderr).toContain("paths: a snapshot folder holds one engine's snaps");
    expect(all.status).toBe(2);
  }, 60_000);
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareFolders, type Difference } from '../snaps/compare-folders';
import { writeReport } from '../snaps/report';
import type { Summary } from '../snaps/summary';
import {
  aboutHe,
  DRAWER,
  drawerOpen,
  HEIGHT,
  NAVY,
  screenshot,
  snapshotFolder,
  stateEntry,
  TREE,
  WIDTH,
} from './fixtures/snapshot-folders';
import { scratchFolder } from './fixtures/scratch';

const step = (by: number) => NAVY.map((channel) => channel + by) as unknown as typeof NAVY;
const kinds = (differences: Difference[]) => differences.map(({ kind, id }) => `${kind} ${id}`);

describe('comparing two snapshot folders', () => {
  it('finds nothing between two snaps that are alike', () => {
    const entries = () => [{ entry: drawerOpen() }, { entry: aboutHe() }];
    const comparison = compareFolders(snapshotFolder(entries()), snapshotFolder(entries()));

    expect(comparison.differences).toEqual([]);
    expect(comparison.compared).toBe(2);
    expect(comparison.warnings).toEqual([]);
  });

  it('finds the drawer a small colour step darker, and outlines exactly the drawer', () => {
    const baseline = snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]);
    const candidate = snapshotFolder([
      { entry: drawerOpen(), png: screenshot({ drawer: step(3) }) },
      { entry: aboutHe() },
    ]);

    const [difference, ...others] = compareFolders(baseline, candidate).differences;

    expect(others).toEqual([]);
    expect(difference).toMatchObject({
      kind: 'pixels',
      id: 'state/side-bar/mobile.open/desktop-en/dark',
      measure: {
        differingPixels: DRAWER.width * DRAWER.height,
        ratio: (DRAWER.width * DRAWER.height) / (WIDTH * HEIGHT),
        box: DRAWER,
      },
    });
  });

  it('lets through a step of 2/255, which is rounding, not a change', () => {
    const comparison = compareFolders(
      snapshotFolder([{ entry: drawerOpen() }]),
      snapshotFolder([{ entry: drawerOpen(), png: screenshot({ drawer: step(2) }) }]),
    );

    expect(comparison.differences).toEqual([]);
  });

  it('leaves out anti-aliasing: a one-pixel seam drawn another grey', () => {
    const comparison = compareFolders(
      snapshotFolder([{ entry: drawerOpen() }]),
      snapshotFolder([{ entry: drawerOpen(), png: screenshot({ seam: [0x60, 0x66, 0x7a] }) }]),
    );

    expect(comparison.differences).toEqual([]);
  });

  it('counts a screenshot of another size as different, outlining what only one has', () => {
    const taller = new PNG({ width: WIDTH, height: HEIGHT + 10 });
    const original = PNG.sync.read(screenshot());
    original.data.copy(taller.data);
    taller.data.fill(255, original.data.length);
    const comparison = compareFolders(
      snapshotFolder([{ entry: drawerOpen() }]),
      snapshotFolder([{ entry: drawerOpen(), png: PNG.sync.write(taller) }]),
    );

    expect(comparison.differences).toMatchObject([
      {
        kind: 'pixels',
        measure: {
          box: { x: 0, y: HEIGHT, width: WIDTH, height: 10 },
          before: { width: WIDTH, height: HEIGHT },
          after: { width: WIDTH, height: HEIGHT + 10 },
        },
      },
    ]);
  });

  it('finds a label read differently, with the changed line', () => {
    const comparison = compareFolders(
      snapshotFolder([{ entry: drawerOpen() }]),
      snapshotFolder([{ entry: drawerOpen(), tree: TREE.replace('"Use cases"', '"Use-cases"') }]),
    );

    expect(comparison.differences).toMatchObject([
      { kind: 'aria', measure: { removed: 1, added: 1, htmlChanged: false } },
    ]);
    const [difference] = comparison.differences;
    expect(difference?.kind === 'aria' && difference.diff).toContain(
      '-  - link "Use cases"\n+  - link "Use-cases"\n',
    );
  });

  it('finds a page whose language or direction changed, though its tree reads the same', () => {
    const comparison = compareFolders(
      snapshotFolder([{ entry: aboutHe() }]),
      snapshotFolder([{ entry: { ...aboutHe(), dir: 'ltr' } }]),
    );

    expect(comparison.differences).toMatchObject([
      { kind: 'aria', measure: { removed: 1, added: 1, htmlChanged: true } },
    ]);
    const [difference] = comparison.differences;
    expect(difference?.kind === 'aria' && difference.diff).toContain(
      '-# <html lang="he" dir="rtl">\n+# <html lang="he" dir="ltr">\n',
    );
  });

  it('lists the states only the baseline reached as missing, only the candidate as new', () => {
    const collapsed = stateEntry({ machine: 'side-bar', state: '{"desktop":"collapsed"}' });
    const comparison = compareFolders(
      snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]),
      snapshotFolder([{ entry: aboutHe() }, { entry: collapsed }]),
    );

    expect(kinds(comparison.differences)).toEqual([
      'missing state/side-bar/mobile.open/desktop-en/dark',
      'new state/side-bar/desktop.collapsed/desktop-en/dark',
    ]);
    expect(comparison.compared).toBe(1);
  });

  it('warns when the two were masked differently', () => {
    const comparison = compareFolders(
      snapshotFolder([{ entry: aboutHe() }]),
      snapshotFolder([{ entry: aboutHe() }], { masks: [] }),
    );

    expect(comparison.warnings).toEqual([
      'the two were masked differently (baseline: [data-clock]; candidate: nothing): a masked area may differ',
    ]);
  });
});

describe('the report of a comparison', () => {
  function reported() {
    const baseline = snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]);
    const candidate = snapshotFolder([
      {
        entry: drawerOpen(),
        png: screenshot({ drawer: step(-4) }),
        tree: TREE.replace('"About"', '"About us"'),
      },
      { entry: { ...aboutHe(), lang: 'en' } },
    ]);
    const report = join(scratchFolder('report'), 'REPORT');
    const summary = writeReport(compareFolders(baseline, candidate), report);
    return { baseline, report, summary };
  }

  it('writes summary.json: every difference with what it is of, its measure and its replay', () => {
    const { baseline, report, summary } = reported();
    const written = JSON.parse(readFileSync(join(report, 'summary.json'), 'utf8')) as Summary;

    expect(written).toEqual(summary);
    expect(summary).toMatchObject({
      format: 'kavana-snapshot-comparison',
      version: 1,
      baseline: { dir: baseline, entries: 2 },
      candidate: { dir: 'snaps', entries: 2 },
      thresholds: { threshold: 0.01, maxDiffPixels: 0, includeAA: false },
      compared: 2,
      unchanged: 0,
      counts: { pixels: 1, aria: 2, missing: 0, new: 0 },
    });
    expect(
      summary.differences.map(({ kind, machine, state, page, project, theme }) => ({
        kind,
        machine,
        state,
        page,
        project,
        theme,
      })),
    ).toEqual([
      {
        kind: 'pixels',
        machine: 'side-bar',
        state: '{"mobile":"open"}',
        page: null,
        project: 'desktop-en',
        theme: 'dark',
      },
      {
        kind: 'aria',
        machine: 'side-bar',
        state: '{"mobile":"open"}',
        page: null,
        project: 'desktop-en',
        theme: 'dark',
      },
      {
        kind: 'aria',
        machine: null,
        state: null,
        page: '/he/about',
        project: 'phone-he',
        theme: 'light',
      },
    ]);
    expect(summary.differences[0]).toMatchObject({
      measure: { differingPixels: 320, box: DRAWER },
      replay:
        "npm run paths -- run --machine side-bar --criterion transitions --path 'side-bar 07' --project desktop-en --base-url http://127.0.0.1:4173 --against http://127.0.0.1:4173 --theme dark",
    });
    expect(summary.differences[2]?.replay).toBeNull();
  });

  it('keeps the candidate in snaps/ and the pictures it shows in images/', () => {
    const { report, summary } = reported();
    const pictures = summary.differences[0]!.pictures;

    expect(existsSync(join(report, 'snaps/manifest.json'))).toBe(true);
    for (const picture of [pictures.before, pictures.after, pictures.difference])
      expect(existsSync(join(report, picture!))).toBe(true);
    const difference = PNG.sync.read(readFileSync(join(report, pictures.difference!)));
    const at = (x: number, y: number) => [
      ...difference.data.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3),
    ];
    // The outline runs just outside the drawer, the drawer's pixels are red.
    expect(at(DRAWER.x - 1, DRAWER.y + 4)).toEqual([255, 0, 255]);
    expect(at(DRAWER.x + 2, DRAWER.y + 4)).toEqual([255, 0, 0]);
  });

  it('writes a page with no outside request: headings, alt texts, the marked diff, the replay', () => {
    const { report } = reported();
    const page = readFileSync(join(report, 'index.html'), 'utf8');

    // Links may lead out (to the page snapped); nothing loads from elsewhere.
    expect(page).not.toMatch(/src="(https?:)?\/\//);
    expect(page).not.toMatch(/<script|<link|url\(|@import/);
    expect(page).toContain('<h1>Snapshots compared: 2 states differ</h1>');
    expect(page).toMatch(/<h3 id="state-1">side-bar \{&quot;mobile&quot;:&quot;open&quot;\}/);
    expect(page).toContain(
      'alt="Before: side-bar {&quot;mobile&quot;:&quot;open&quot;} on desktop-en, dark theme, the baseline&#39;s screenshot"',
    );
    expect(page).toContain('<del>-  - link &quot;About&quot;</del>');
    expect(page).toContain('<ins>+  - link &quot;About us&quot;</ins>');
    expect(page).toContain('<ins>+# &lt;html lang=&quot;en&quot; dir=&quot;rtl&quot;&gt;</ins>');
    expect(page).toContain('--path &#39;side-bar 07&#39; --project desktop-en');
    expect(page).toContain(
      '320 pixels differ (10.4 % of the image), within 20 × 16 pixels at x 10, y 8.',
    );
  });
});

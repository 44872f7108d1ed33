import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifest, readSnapshotFolder, snapshotId, stateKey } from '../snaps/manifest';
import { aboutHe, drawerOpen, pageEntry, snapshotFolder } from './fixtures/snapshot-folders';

/** A good folder's manifest after `change`, as text. */
function changed(change: (manifest: Record<string, unknown>) => void): string {
  const dir = snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  change(manifest);
  return JSON.stringify(manifest);
}

const entries = (manifest: Record<string, unknown>) =>
  manifest.entries as Record<string, unknown>[];

describe('a snapshot manifest', () => {
  it('gives a state value one text whatever the order of its keys', () => {
    expect(stateKey('open')).toBe('open');
    expect(stateKey({ viewport: 'steady', mode: { desktop: 'auto' } })).toBe(
      '{"mode":{"desktop":"auto"},"viewport":"steady"}',
    );
    expect(stateKey({ mode: { desktop: 'auto' }, viewport: 'steady' })).toBe(
      stateKey({ viewport: 'steady', mode: { desktop: 'auto' } }),
    );
  });

  it('gives each state and page an id from what it is, where and in which theme', () => {
    expect(drawerOpen().id).toBe('state/side-bar/mobile.open/desktop-en/dark');
    expect(
      snapshotId({
        kind: 'state',
        machine: 'view-mode',
        state: '{"mode":"desktop","viewport":"steady"}',
        page: null,
        project: 'phone-he',
        theme: 'light',
      }),
    ).toBe('state/view-mode/mode.desktop+viewport.steady/phone-he/light');
    expect(aboutHe().id).toBe('page/he/about/phone-he/light');
    expect(
      pageEntry({ page: '/', project: 'desktop-en', language: 'en', device: 'desktop' }).id,
    ).toBe('page/index/desktop-en/light');
  });

  it('reads a folder the snapper wrote, every file it names present', () => {
    const folder = readSnapshotFolder(
      snapshotFolder([{ entry: drawerOpen() }, { entry: aboutHe() }]),
    );

    expect(folder.manifest.entries.map((entry) => entry.id)).toEqual([
      'state/side-bar/mobile.open/desktop-en/dark',
      'page/he/about/phone-he/light',
    ]);
    expect(folder.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what is not JSON, or not a snapshot manifest, naming the file', () => {
    expect(() => parseManifest('{', 'a/manifest.json')).toThrow(/^a\/manifest.json is not JSON/);
    expect(() => parseManifest('{"format":"kavana-paths","version":1}', 'pf.json')).toThrow(
      'pf.json is not a snapshot manifest: its "format" is not "kavana-state-snapshots"',
    );
  });

  it('refuses another version, saying where it comes from and what to do', () => {
    const text = changed((manifest) => {
      manifest.version = 3;
    });
    expect(() => parseManifest(text, 'm.json')).toThrow(
      'm.json is a version 3 snapshot manifest and this checkout reads versions 1 and 2; it comes from a newer snapper: update this checkout, or snap it again with `npm run paths -- snap …`',
    );
  });

  it('says where a field is wrong', () => {
    const text = changed((manifest) => {
      entries(manifest)[0]!.theme = 'sepia';
      entries(manifest)[1]!.screenshot = '../elsewhere.png';
    });
    expect(() => parseManifest(text, 'm.json')).toThrow(
      /m.json is not a valid snapshot manifest:\n {2}entries.0.theme: .*"sepia".*\n {2}entries.1.screenshot: a file name inside the folder, relative, ending in .png/,
    );
  });

  it('refuses an id that is not the one its fields give, or given twice', () => {
    const wrong = changed((manifest) => {
      entries(manifest)[0]!.id = 'state/side-bar/open/desktop-en/dark';
    });
    expect(() => parseManifest(wrong, 'm.json')).toThrow(
      'entries.0 (state/side-bar/open/desktop-en/dark): the id should be "state/side-bar/mobile.open/desktop-en/dark", from its fields',
    );
    const twice = changed((manifest) => {
      manifest.entries = [entries(manifest)[0], entries(manifest)[0]];
    });
    expect(() => parseManifest(twice, 'm.json')).toThrow(/entries.1 \(.*\): the id is given twice/);
  });

  it('refuses a state whose first path is not among the paths that reached it', () => {
    const text = changed((manifest) => {
      entries(manifest)[0]!.reachedBy = { path: 'side-bar 99', step: 1, title: '1. …' };
    });
    expect(() => parseManifest(text, 'm.json')).toThrow(
      'reachedBy (side-bar 99, step 1) is not among its paths',
    );
  });

  it('refuses a folder without a manifest, or without a file its manifest names', () => {
    const dir = snapshotFolder([{ entry: drawerOpen() }]);
    rmSync(join(dir, drawerOpen().aria));
    expect(() => readSnapshotFolder(dir)).toThrow(
      `${dir} lacks 1 file its manifest names: state/side-bar/mobile.open/desktop-en/dark.aria.yml`,
    );
    rmSync(join(dir, 'manifest.json'));
    expect(() => readSnapshotFolder(dir)).toThrow(
      `${dir} has no manifest.json: it is not a snapshot folder (qa/docs/state-snapshots.md)`,
    );
    writeFileSync(join(dir, 'manifest.json'), '[]');
    expect(() => readSnapshotFolder(dir)).toThrow(/is not a snapshot manifest/);
  });
});

import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesOf } from '../paths/path-file';
import { PATH_SPECS } from '../paths/specs';
import {
  readSnapshotFolder,
  snapshotId,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  stateKey,
} from '../snaps/manifest';
import {
  candidateFile,
  mergeCandidates,
  prepareSnapFolder,
  reachKey,
  snapRuns,
  snapSteps,
  STAGING,
  stateReaches,
  writeSnapFolder,
  type Candidate,
} from '../snaps/snapper';
import { scratchFolder } from './fixtures/scratch';

/** A candidate of side-bar's `mobile.open` on phone-he in the dark, reached by `path` at `step`. */
function candidate(order: number, path: string, step: number, steps = 4): Candidate {
  const fields = {
    kind: 'state' as const,
    machine: 'side-bar',
    state: stateKey({ mobile: 'open' }),
    page: null,
    project: 'phone-he',
    theme: 'dark' as const,
  };
  const id = snapshotId(fields);
  const reach = { order, path, step, steps, title: `${step}. press the menu button` };
  return {
    id,
    ...fields,
    device: 'phone',
    language: 'he',
    url: `http://site/he/about?from=${path}`,
    lang: 'he',
    dir: 'rtl',
    fullPage: false,
    file: candidateFile(id, reach),
    reach,
  };
}

describe('the snapper', () => {
  it('snaps each state a path reaches once, at the first step that reaches it', () => {
    const steps = [{ value: 'closed' }, { value: { mobile: 'open' } }, { value: 'closed' }, {}];
    expect(snapSteps({ steps } as never)).toEqual([
      { step: 0, state: 'closed' },
      { step: 1, state: '{"mobile":"open"}' },
    ]);
  });

  it('runs only the paths that reach a state first, each up to the last state it reaches first', () => {
    const path = (id: string, values: unknown[], project = 'phone-he') => ({
      id,
      machine: 'side-bar',
      project,
      steps: values.map((value) => ({ value })),
    });
    const plans = [
      path('side-bar 01', ['closed', { mobile: 'open' }, 'closed']),
      path('side-bar 02', ['closed', { mobile: 'open' }]),
      path('side-bar 03', ['closed', { mobile: 'open' }, { mobile: 'closing' }, 'closed']),
      path('side-bar 01', ['closed'], 'desktop-en'),
    ] as never;
    expect([...snapRuns(plans)]).toEqual([
      [
        0,
        {
          snap: [
            { step: 0, state: 'closed' },
            { step: 1, state: '{"mobile":"open"}' },
          ],
          steps: 2,
        },
      ],
      [2, { snap: [{ step: 2, state: '{"mobile":"closing"}' }], steps: 3 }],
      [3, { snap: [{ step: 0, state: 'closed' }], steps: 1 }],
    ]);
    // The manifest still names every path that reaches a state, run or not.
    expect(stateReaches(plans).get(reachKey('side-bar', 'phone-he', '{"mobile":"open"}'))).toEqual([
      { path: 'side-bar 01', step: 1, steps: 3 },
      { path: 'side-bar 02', step: 1, steps: 2 },
      { path: 'side-bar 03', step: 1, steps: 4 },
    ]);
  });

  it("carries each generated step's state value in the path file", () => {
    const spec = PATH_SPECS.find((candidate) => candidate.name === 'side-bar')!;
    const [entry] = entriesOf(spec, { criterion: 'states' }, ['phone-he']);
    expect(entry!.steps.every((step) => step.value !== undefined)).toBe(true);
    expect(snapSteps(entry!).length).toBeGreaterThan(0);
  });

  it('keeps the candidate of the earliest path in the generated order, whichever finished first', () => {
    const late = candidate(7, 'side-bar 07', 1, 3);
    const early = candidate(3, 'side-bar 03', 2);
    for (const order of [
      [late, early],
      [early, late],
    ]) {
      const [chosen] = mergeCandidates(order);
      expect(chosen!.candidate).toBe(early);
      expect(chosen!.entry).toMatchObject({
        id: 'state/side-bar/mobile.open/phone-he/dark',
        url: 'http://site/he/about?from=side-bar 03',
        reachedBy: { path: 'side-bar 03', step: 2, title: '2. press the menu button' },
        paths: [
          { path: 'side-bar 03', step: 2, steps: 4 },
          { path: 'side-bar 07', step: 1, steps: 3 },
        ],
        screenshot: 'state/side-bar/mobile.open/phone-he/dark.png',
      });
    }
  });

  it('writes a folder that reads back as a snapshot folder, and refuses to empty any other', () => {
    const out = join(scratchFolder('snapper'), 'snaps');
    prepareSnapFolder(out);
    for (const staged of [candidate(7, 'side-bar 07', 1), candidate(3, 'side-bar 03', 2)]) {
      writeFileSync(join(out, STAGING, `${staged.file}.png`), staged.reach!.path);
      writeFileSync(join(out, STAGING, `${staged.file}.aria.yml`), '- banner\n');
      writeFileSync(join(out, STAGING, `${staged.file}.json`), JSON.stringify(staged));
    }
    const manifest = writeSnapFolder(out, {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      engine: 'firefox',
      baseUrl: 'http://site',
      createdAt: new Date(0).toISOString(),
      generation: { criterion: 'states' },
      masks: [],
    });
    expect(readSnapshotFolder(out).manifest).toEqual(manifest);
    expect(readFileSync(join(out, manifest.entries[0]!.screenshot), 'utf8')).toBe('side-bar 03');
    expect(existsSync(join(out, STAGING))).toBe(false);
    // An earlier snap is emptied; a folder of something else is not touched.
    prepareSnapFolder(out);
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
    const other = scratchFolder('not-snaps');
    mkdirSync(join(other, 'src'));
    expect(() => prepareSnapFolder(other)).toThrow(/not empty and not a snapshot folder/);
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsOf } from '../paths/generate';
import { pathFileOf, pathFileText, readPathFile, type PathFile } from '../paths/path-file';
import { runnablePlans } from '../paths/runnable';
import { sideBarPaths } from '../paths/specs/side-bar.paths';
import { scratchFolder } from './fixtures/scratch';

const exported = (): PathFile =>
  pathFileOf({
    specs: [sideBarPaths],
    generation: { criterion: 'states' },
    projects: ['desktop-en', 'phone-he'],
  });

/** The file's text after `change` is made to a copy of an export. */
const changed = (change: (file: Record<string, unknown> & PathFile) => void) => {
  const file = structuredClone(exported()) as Record<string, unknown> & PathFile;
  change(file);
  return JSON.stringify(file);
};

describe('a path file', () => {
  it('holds each path on each project, with its start, events, clock moves, actions and checks', () => {
    const file = exported();
    const paths = pathsOf(sideBarPaths, { criterion: 'states' });
    const onBoth = paths.filter((path) =>
      path.projects.some((id) => id === 'desktop-en' || id === 'phone-he'),
    );

    expect(file).toMatchObject({
      format: 'kavana-paths',
      version: 1,
      generator: { criterion: 'states' },
    });
    expect(file.machineHashes['side-bar']).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(file.paths.map((path) => path.id))).toEqual(
      new Set(onBoth.map((path) => path.id)),
    );
    const phone = file.paths.find((path) => path.project === 'phone-he' && path.steps.length > 1)!;
    expect(phone.start).toEqual({ device: 'phone', language: 'he', stored: {}, url: '/he/about' });
    expect(phone.steps[0]!.events).toEqual([]);
    expect(phone.steps[1]!.events).toEqual([{ type: 'sideBar.toggle' }]);
    expect(phone.steps[1]!.actions[0]).toMatchObject({ kind: 'click' });
    expect(phone.steps[1]!.checks).toContainEqual(
      expect.objectContaining({ kind: 'attribute', name: 'data-state', value: 'open' }),
    );
  });

  it('reads back as it was written', () => {
    const file = exported();

    expect(readPathFile(pathFileText(file), 'pf.json')).toEqual({ file, changed: [] });
  });

  it.each([
    [0, 'an older generator:'],
    [2, 'a newer generator: update this checkout, or'],
  ])('refuses version %i, naming both versions and what to do', (version, which) => {
    const text = changed((file) => {
      file.version = version as 1;
    });

    expect(() => readPathFile(text, 'old.json')).toThrow(
      `old.json is a version ${version} path file and this checkout reads version 1; it comes from ${which} re-export it with \`npm run paths -- export … --out FILE\``,
    );
  });

  it('refuses a machine or a project this checkout does not have, by name', () => {
    const machine = changed((file) => {
      file.paths[0]!.machine = 'cookie-banner';
    });
    const project = changed((file) => {
      file.paths[0]!.project = 'watch-en';
    });

    expect(() => readPathFile(machine, 'pf.json')).toThrow(
      'pf.json names machines this checkout does not have: cookie-banner',
    );
    expect(() => readPathFile(project, 'pf.json')).toThrow(
      'pf.json names projects this checkout does not have: watch-en',
    );
  });

  it('refuses what is not a path file, saying where it is wrong', () => {
    const noSteps = changed((file) => {
      file.paths[0]!.steps = [];
    });

    expect(() => readPathFile('{"paths": []}', 'x.json')).toThrow('x.json is not a path file');
    expect(() => readPathFile('not json', 'x.json')).toThrow('x.json is not JSON');
    expect(() => readPathFile(noSteps, 'x.json')).toThrow(
      'paths.0.steps: a path has at least its start',
    );
  });

  it('names the machines that changed since it was written, and still reads', () => {
    const text = changed((file) => {
      file.machineHashes['side-bar'] = '0'.repeat(64);
    });

    expect(readPathFile(text, 'pf.json').changed).toEqual(['side-bar']);
  });

  it('is what the browser layer runs when the run names it', () => {
    const file = exported();
    const path = join(scratchFolder('path-file'), 'pf.json');
    writeFileSync(path, pathFileText(file));

    expect(runnablePlans({ PATHS_FILE: path })).toEqual(file.paths);
    expect(runnablePlans({ PATHS_FILE: path, PATHS_PROJECTS: 'phone-he' })).toEqual(
      file.paths.filter((entry) => entry.project === 'phone-he'),
    );
    expect(runnablePlans({ PATHS_FILE: path, PATHS_MACHINE: 'toast' })).toEqual([]);
  });
});

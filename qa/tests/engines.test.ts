import { describe, expect, it } from 'vitest';
import { coverageDocument, coverageTable, mergeCoverageDocuments } from '../paths/criteria';
import { deviceById } from '../paths/devices';
import {
  engineProject,
  expectedFacts,
  notRunnableOn,
  parseEngines,
  pendingTimers,
  realTimeProblem,
  REAL_TIME_WAIT_LIMIT_MS,
  splitEngineProject,
  verdictOn,
  RIGHT_TO_LEFT_RELOAD,
  WITHOUT_TOUCH,
  type EnginePlan,
  type EngineVerdict,
} from '../paths/engines';
import type { Action, Check } from '../paths/model';
import { DEFAULT_GENERATION } from '../paths/model';
import { entriesOf, type PathFileEntry } from '../paths/path-file';
import { PATH_SPECS } from '../paths/specs';
import { viewModePaths } from '../paths/specs/view-mode.paths';

/** Every generated path on every project, as the runners read them. */
const ENTRIES: PathFileEntry[] = PATH_SPECS.flatMap((spec) => entriesOf(spec, DEFAULT_GENERATION));

const click: Action = { kind: 'click', target: { css: 'a', label: 'a' }, says: 'Click' };
const wait = (ms: number): Action => ({ kind: 'wait', ms, says: `Wait ${ms} ms` });
const marked = (value: string): Check => ({
  kind: 'attribute',
  target: { css: 'html', label: 'the page' },
  name: 'data-x',
  value,
  says: `marked ${value}`,
});

/** A side-bar path on a device, its steps as given (the side bar has no timer of its own). */
const plan = (
  device: EnginePlan['start']['device'],
  ...steps: EnginePlan['steps']
): EnginePlan => ({
  machine: 'side-bar',
  start: { device, language: 'en' },
  steps,
});
/** Why an engine does not run a path; null if it does. */
const reasonOf = (verdict: EngineVerdict) => (verdict.runs ? null : verdict.reason);
const step = (title: string, actions: Action[], checks: Check[]) => ({ title, actions, checks });

describe('the --engine option', () => {
  it('is Chromium unless told, one engine, several, or all, in one order', () => {
    expect(parseEngines(undefined)).toEqual(['chromium']);
    expect(parseEngines('firefox')).toEqual(['firefox']);
    expect(parseEngines('webkit,Chromium')).toEqual(['chromium', 'webkit']);
    expect(parseEngines('all')).toEqual(['chromium', 'firefox', 'webkit']);
  });

  it('refuses an engine it does not know, or all with another, naming the engines', () => {
    expect(() => parseEngines('safari')).toThrow(
      'No engine "safari"; the engines are chromium, firefox, webkit, or all',
    );
    expect(() => parseEngines('all,firefox')).toThrow('--engine all goes alone');
    expect(() => parseEngines('')).toThrow('--engine names an engine, not ""');
  });

  it("keeps Chromium's project names and puts the others' engine after theirs", () => {
    expect(engineProject('phone-he', 'chromium')).toBe('phone-he');
    expect(engineProject('phone-he', 'firefox')).toBe('phone-he-firefox');
    for (const name of ['phone-he', 'narrow-en-firefox', 'desktop-he-webkit'])
      expect(
        engineProject(...(Object.values(splitEngineProject(name)) as [string, 'chromium'])),
      ).toBe(name);
    expect(splitEngineProject('tablet-en-webkit')).toEqual({
      project: 'tablet-en',
      engine: 'webkit',
    });
  });
});

describe('which paths an engine runs', () => {
  it('runs every path in Chromium as it says', () => {
    expect(ENTRIES.every((entry) => verdictOn(entry, 'chromium').runs)).toBe(true);
  });

  it("runs a touch device's paths in Firefox without touch, and says so", () => {
    expect(verdictOn(plan('phone', step('start', [], [])), 'firefox')).toEqual({
      runs: true,
      notes: [WITHOUT_TOUCH],
    });
    expect(verdictOn(plan('desktop', step('start', [], [])), 'firefox')).toEqual({
      runs: true,
      notes: [],
    });
    expect(expectedFacts(deviceById('phone'), 'firefox').maxTouchPoints).toBe(0);
    expect(expectedFacts(deviceById('phone'), 'chromium').maxTouchPoints).toBe(1);
  });

  it('scrolls a right-to-left page back after a reload in Firefox, and says so (Firefox opens it at the top)', () => {
    const reloading = plan(
      'desktop',
      step('start', [{ kind: 'reload', says: 'Reload the page' }], []),
    );
    expect(verdictOn(reloading, 'firefox')).toEqual({ runs: true, notes: [] });
    expect(
      verdictOn({ ...reloading, start: { device: 'desktop', language: 'he' } }, 'firefox'),
    ).toEqual({ runs: true, notes: [RIGHT_TO_LEFT_RELOAD] });
    expect(
      verdictOn({ ...plan('desktop'), start: { device: 'desktop', language: 'he' } }, 'firefox'),
    ).toEqual({ runs: true, notes: [] });
  });

  it('runs in Firefox a path that starts with or turns reduced motion on, but not in WebKit', () => {
    const reduced = {
      ...plan('desktop', step('start', [], [])),
      start: {
        device: 'desktop' as const,
        language: 'en' as const,
        media: { reducedMotion: true },
      },
    };
    expect(verdictOn(reduced, 'firefox')).toEqual({ runs: true, notes: [] });
    expect(reasonOf(verdictOn(reduced, 'webkit'))).toContain('it starts with reduced motion on');
    const turned = plan(
      'desktop',
      step('start', [], []),
      step('1. turn reduced motion on', [{ kind: 'reducedMotion', reduced: true, says: 'x' }], []),
    );
    expect(verdictOn(turned, 'firefox')).toEqual({ runs: true, notes: [] });
    expect(reasonOf(verdictOn(turned, 'webkit'))).toContain(
      '"1. turn reduced motion on" turns reduced motion on or off',
    );
  });

  it('runs every generated path in Firefox', () => {
    expect(ENTRIES.filter((entry) => !verdictOn(entry, 'firefox').runs)).toEqual([]);
  });

  it('runs no touch device in WebKit, nor a path that holds scripts back', () => {
    expect(verdictOn(plan('tablet', step('start', [], [])), 'webkit')).toEqual({
      runs: false,
      reason:
        'the tablet is a touch device, and WebKitGTK cannot emulate touch over classic WebDriver',
    });
    const held = plan('narrow', step('start', [{ kind: 'hold', url: '**/x.js', says: 'h' }], []));
    expect(reasonOf(verdictOn(held, 'webkit'))).toContain('cannot intercept requests');
    expect(
      verdictOn(plan('narrow', step('start', [click], [marked('a')])), 'webkit'),
    ).toMatchObject({ runs: true });
  });

  it('waits in WebKit in real time, up to a limit', () => {
    const short = plan(
      'desktop',
      step('start', [], []),
      step('1. resize', [click, wait(250)], [marked('b')]),
    );
    const verdict = verdictOn(short, 'webkit');
    expect(verdict.runs && verdict.notes).toContain('waited in real time');
    const long = plan(
      'desktop',
      step('start', [], []),
      step('1. wait', [wait(REAL_TIME_WAIT_LIMIT_MS + 1)], []),
    );
    expect(realTimeProblem(long)).toBe(
      '"1. wait" waits 10,001 ms: too long to wait in real time (the page\'s clock cannot be installed before its scripts over classic WebDriver)',
    );
  });

  it('does not run in WebKit a path whose checks fall inside a timer the next step waits for', () => {
    const inside = plan(
      'desktop',
      step('start', [], [marked('a')]),
      step('1. resize', [click], [marked('resizing')]),
      step('2. wait 250 ms', [wait(250)], [marked('steady')]),
    );
    expect(realTimeProblem(inside)).toBe(
      'the checks of "1. resize" fall inside the 250 ms timer that "2. wait 250 ms" waits for, which on a real clock may end before or while they are read',
    );
    // Checks that hold whether or not the timer has ended do not race it.
    const unchanged = plan(
      'desktop',
      step('start', [], []),
      step('1. resize', [click], [marked('a')]),
      step('2. wait 250 ms', [wait(250)], [marked('a')]),
    );
    expect(realTimeProblem(unchanged)).toBeNull();
  });

  it("finds a timer of the path's own machine from its state, by the delay's name", () => {
    const machine = viewModePaths.machine;
    expect(
      pendingTimers(machine, { mode: 'auto', viewport: 'steady', transitions: 'enabled' }),
    ).toEqual([]);
    expect(
      pendingTimers(machine, {
        mode: 'auto',
        viewport: 'resizing',
        transitions: { suspended: 'waiting' },
      }),
    ).toEqual([
      { name: 'resizeDebounce', ms: 250 },
      { name: 'layoutResizeBlock', ms: 250 },
    ]);
  });

  describe('on the generated paths', () => {
    const onWebKit = (machine: string, device: string) =>
      ENTRIES.filter((entry) => entry.machine === machine && entry.start.device === device).map(
        (entry) => verdictOn(entry, 'webkit'),
      );

    it("runs the side bar's, the language's and the contact form's in WebKit on a desktop and a narrow window", () => {
      for (const machine of ['side-bar', 'language', 'contact-form'])
        for (const device of ['desktop', 'narrow'])
          expect(onWebKit(machine, device).every((verdict) => verdict.runs)).toBe(true);
    });

    it("runs view-mode's in WebKit only where no check is read while the window's timers run", () => {
      const verdicts = onWebKit('view-mode', 'desktop');
      expect(verdicts.some((verdict) => verdict.runs)).toBe(true);
      const reasons = verdicts.flatMap((verdict) => (verdict.runs ? [] : [verdict.reason]));
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.every((reason) => reason.includes('250 ms resizeDebounce timer'))).toBe(true);
    });

    it("lists the closed toast's removal as too long to wait, and no phone or tablet path", () => {
      const notRunnable = notRunnableOn(ENTRIES, ['webkit']);
      expect(
        notRunnable.some(
          (entry) => entry.machine === 'toast' && entry.reason.includes('waits 1,000,000 ms'),
        ),
      ).toBe(true);
      expect(
        ENTRIES.filter((entry) => ['phone', 'tablet'].includes(entry.start.device)).every(
          (entry) => !verdictOn(entry, 'webkit').runs,
        ),
      ).toBe(true);
    });
  });
});

describe('the coverage document of several engines', () => {
  const run = (engine: 'chromium' | 'firefox' | 'webkit', project: string) => ({
    machine: 'language',
    path: 'language 06',
    project,
    engine,
    steps: 2,
    passed: 2,
    states: ['language', 'language.he'],
    transitions: [],
  });

  it('has a row per project and engine, says how an engine ran, and what it could not run', () => {
    const document = coverageDocument({
      runs: [run('chromium', 'phone-he'), run('firefox', 'phone-he')],
      projects: ['phone-he'],
      engines: ['chromium', 'firefox'],
      notRunnable: [
        {
          engine: 'firefox',
          project: 'phone-he',
          machine: 'language',
          path: 'language 07',
          reason: 'x',
        },
      ],
      criterion: 'transitions',
    });
    const [chromium, firefox] = document.machines[0]!.projects;
    expect([chromium!.engine, firefox!.engine]).toEqual(['chromium', 'firefox']);
    expect([chromium!.passedPaths, firefox!.passedPaths]).toEqual([1, 1]);
    expect(firefox!.notes).toEqual([WITHOUT_TOUCH]);
    const table = coverageTable(document, 'heading');
    expect(table).toMatch(/language {6}phone-he {4}chromium +1\/1 /);
    expect(table).toMatch(/\n {14}phone-he {4}firefox +1\/1 /);
    expect(table).toContain(`  firefox: phone-he ${WITHOUT_TOUCH}`);
    expect(table).toContain('  firefox: 1 path: x (phone-he language 07)');
  });

  it('widens the machine column to the longest name, so no name runs into its project', () => {
    const document = coverageDocument({
      runs: [run('chromium', 'phone-he')],
      projects: ['phone-he'],
      criterion: 'transitions',
    });
    document.machines[0]!.machine = 'view-mode-switcher';
    const table = coverageTable(document, 'heading');
    expect(table).toMatch(/\nmachine {13}project/);
    expect(table).toMatch(/\nview-mode-switcher {2}phone-he {4}chromium/);
  });

  it("joins a WebKit run's rows to a Playwright run's, and reads an older document as Chromium's", () => {
    const playwright = coverageDocument({
      runs: [run('chromium', 'desktop-he')],
      projects: ['desktop-he'],
      criterion: 'transitions',
    });
    const older = JSON.parse(JSON.stringify(playwright)) as typeof playwright;
    delete (older as Partial<typeof older>).engines;
    delete (older.machines[0]!.projects[0] as Partial<(typeof older.machines)[0]['projects'][0]>)
      .engine;
    const webkit = coverageDocument({
      runs: [run('webkit', 'desktop-he')],
      projects: ['desktop-he'],
      engines: ['webkit'],
      criterion: 'transitions',
      failed: ['desktop-he-webkit › language 06'],
    });
    const merged = mergeCoverageDocuments(older, webkit);
    expect(merged.engines).toEqual(['chromium', 'webkit']);
    expect(merged.machines[0]!.projects.map((cell) => `${cell.project} ${cell.engine}`)).toEqual([
      'desktop-he chromium',
      'desktop-he webkit',
    ]);
    expect(merged.failed).toEqual(['desktop-he-webkit › language 06']);
    expect(() => mergeCoverageDocuments(playwright, { ...webkit, criterion: 'states' })).toThrow(
      'the two coverage documents are of different paths',
    );
  });
});

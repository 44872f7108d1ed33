import { describe, expect, it } from 'vitest';
import { sideBarMachine } from '../../machines/side-bar.machine';
import {
  chartCoverage,
  coverageProjects,
  parseCoverage,
  type CoverageReport,
} from '../../src/dev/coverage-overlay';
import { allStates, allTransitions, statechartOf } from '../../src/dev/statechart';
import { coverageDocument } from '../../qa/inspector-api';

const ON_PHONE_RULE =
  'a phone or tablet is always in the mobile view: its layout never changes, and the desktop bar (pointer and keyboard focus expanding it) never shows';
const STARTS_MOBILE = 'sideBar.deciding —always [startsMobile]→ sideBar.mobile';

/** A browser run's document: one side-bar path passed on phone-he, none ran on desktop-en. */
const report: CoverageReport = coverageDocument({
  runs: [
    {
      machine: 'side-bar',
      path: 'side-bar 05',
      project: 'phone-he',
      steps: 2,
      passed: 2,
      states: ['sideBar', 'sideBar.deciding', 'sideBar.mobile', 'sideBar.mobile.closed'],
      transitions: [STARTS_MOBILE],
    },
  ],
  projects: ['desktop-en', 'phone-he'],
  criterion: 'transitions',
});
const text = JSON.stringify(report);

describe('the coverage overlay', () => {
  it('reads the document the paths runner writes', () => {
    // Every field the overlay knows, as written; it leaves out those it has no use for (the
    // engine of each row, its notes, the paths an engine could not run).
    expect(report).toMatchObject(parseCoverage(text));
    expect(parseCoverage(text).machines[0]!.projects[0]!.states).toEqual(
      report.machines[0]!.projects[0]!.states,
    );
    expect(coverageProjects(parseCoverage(text))).toEqual(['desktop-en', 'phone-he']);
  });

  it("names every state and transition as the machine's chart does", () => {
    const chart = statechartOf(sideBarMachine);
    const coverage = chartCoverage(parseCoverage(text), 'sideBar', 'phone-he');

    expect(Object.keys(coverage.transitions).sort()).toEqual(
      allTransitions(chart)
        .map((transition) => transition.id)
        .sort(),
    );
    expect(Object.keys(coverage.states).sort()).toEqual(
      allStates(chart.root)
        .map((state) => state.id)
        .sort(),
    );
  });

  it('colours what a passed step reached on a project, and what the spec excludes there', () => {
    const phone = chartCoverage(report, 'sideBar', 'phone-he');

    expect(phone.states['sideBar.mobile.closed']).toBe(true);
    expect(phone.states['sideBar.mobile.open']).toBe(false);
    expect(phone.transitions[STARTS_MOBILE]).toBe(true);
    expect(phone.transitions['sideBar.mobile.closed —sideBar.toggle→ sideBar.mobile.open']).toBe(
      false,
    );
    expect(phone.excluded['sideBar.desktop.collapsed']).toBe(ON_PHONE_RULE);
    expect(phone.excluded['sideBar.mobile.open']).toBeUndefined();

    const desktop = chartCoverage(report, 'side-bar', 'desktop-en');
    expect(desktop.states['sideBar.mobile.closed']).toBe(false);
    expect(desktop.excluded).toEqual({
      [STARTS_MOBILE]: 'a desktop window 1280 px wide starts in the desktop layout',
    });
  });

  it('over all projects: covered on any, excluded only where every one excludes it', () => {
    const all = chartCoverage(report, 'sideBar', 'all');

    expect(all.states['sideBar.mobile.closed']).toBe(true);
    expect(all.transitions[STARTS_MOBILE]).toBe(true);
    expect(all.states['sideBar.desktop.collapsed']).toBe(false);
    expect(all.excluded).toEqual({});
  });

  it('has nothing to say of a machine no path ran', () => {
    expect(chartCoverage(report, 'toast', 'all')).toEqual({
      states: {},
      transitions: {},
      excluded: {},
    });
  });

  it.each([
    ['not JSON', '{"format"', /^This is not JSON \(/],
    [
      'another kind of file',
      JSON.stringify({ format: 'kavana-paths', version: 1 }),
      /^This is not a coverage document: its "format" is not "kavana-coverage"/,
    ],
    [
      'another version',
      JSON.stringify({ ...report, version: 2 }),
      'This is a version 2 coverage document and this inspector reads version 1',
    ],
    [
      'a malformed item',
      text.replace('"covered":true', '"covered":"yes"'),
      /^This is not a valid coverage document: machines\.0\.projects\.1\.states\.\d+\.covered: /,
    ],
  ])('refuses %s, saying so', (_, input, message) => {
    expect(() => parseCoverage(input)).toThrow(message);
  });
});

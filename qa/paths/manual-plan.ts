/**
 * A generated path as a manual test plan a person can follow (issue 21): what holds throughout
 * is said once before the first step, and each step says what to do and only what changed. The
 * checks stay the plan's (the runners verify every one at every step); this only sorts and
 * words them for a reader, and keeps apart those that need developer tools.
 */
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { languageOfPath } from '../../src/urls';
import { PATH_ENGINES, verdictOn, type PathEngine } from './engines';
import type { Audience, Check, GeneratedPath, Project } from './model';
import { LANGUAGE_NAMES, storedInWords } from './phrases';
import { planOf } from './plan';

/** Kinds a person cannot judge without developer tools: markup, storage, computed styles, requests. */
const AUTOMATION_KINDS: ReadonlySet<Check['kind']> = new Set([
  'attribute',
  'class',
  'storage',
  'storedJson',
  'css',
  'posts',
  'announced',
]);

/** Who can judge `check`: its own `for`, else its kind's default. */
export const audienceOf = (check: Check): Audience =>
  check.for ?? (AUTOMATION_KINDS.has(check.kind) ? 'automation' : 'person');

/** A step's checks, split by who judges them. */
export interface Expected {
  see: string[];
  automation: string[];
}

export interface ManualStep {
  /** 1 is opening the page. */
  number: number;
  title: string;
  do: string[];
  /** Only what is new since the step before (or, at step 1, beyond what holds throughout). */
  expected: Expected;
}

/** Whether the browser runner runs the path on an engine, and how or why not. */
export interface EngineRun {
  engine: PathEngine;
  runs: boolean;
  /** How its run differs from Chromium's, or why it does not run. */
  note: string;
}

export interface ManualPath {
  id: string;
  title: string;
  project: Project;
  /** On each engine asked for, whether automation runs the path (the rest is a person's to test). */
  engines: EngineRun[];
  /** Every project the path is generated for (it reads the same on each). */
  projects: string[];
  beforeYouStart: {
    device: string;
    language: string;
    stored: string[];
    settings: string[];
    url: string;
    /** The checks that hold at every step of the path. */
    throughout: Expected;
  };
  steps: ManualStep[];
}

/** Two checks state the same fact when they are equal as data. */
const factOf = (check: Check) => JSON.stringify(check);

function split(checks: readonly Check[]): Expected {
  const expected: Expected = { see: [], automation: [] };
  for (const check of checks)
    (audienceOf(check) === 'person' ? expected.see : expected.automation).push(check.says);
  return expected;
}

export function manualPlanOf<M extends AnyStateMachine>(
  path: GeneratedPath<M>,
  project: Project,
  engines: readonly PathEngine[] = PATH_ENGINES,
): ManualPath {
  const plan = planOf(path, project);
  const enginePlan = {
    machine: path.spec.name,
    start: {
      device: project.device.id,
      language: project.language,
      ...(path.start.media ? { media: path.start.media } : {}),
    },
    steps: plan.map((step, index) => ({
      ...step,
      value: (path.steps[index]!.state as AnyMachineSnapshot).value as StateValue,
    })),
  };
  const factsOfStep = plan.map((step) => new Set(step.checks.map(factOf)));
  const throughout = plan[0]!.checks.filter((check) =>
    factsOfStep.every((facts) => facts.has(factOf(check))),
  );
  const invariant = new Set(throughout.map(factOf));
  const { start } = path;
  const url = start.lands ? `${start.url} (it opens ${start.lands})` : start.url;
  const language = languageOfPath(start.lands ?? start.url);
  return {
    id: path.id,
    title: path.title,
    project,
    engines: engines.map((engine) => {
      const verdict = verdictOn(enginePlan, engine);
      return verdict.runs
        ? { engine, runs: true, note: verdict.notes.join('; ') }
        : { engine, runs: false, note: verdict.reason };
    }),
    projects: path.projects,
    beforeYouStart: {
      device: `${project.device.label}${project.device.hasTouch ? ': tap with a finger' : ': use a mouse and keyboard'}`,
      language: LANGUAGE_NAMES[language],
      stored: Object.entries(start.stored).map(([key, value]) => storedInWords(key, value)),
      settings: start.media
        ? [
            `"Reduce motion" turned ${start.media.reducedMotion ? 'on' : 'off'} in the system settings`,
          ]
        : [],
      url,
      throughout: split(throughout),
    },
    steps: plan.map((step, index) => {
      const before = index === 0 ? invariant : factsOfStep[index - 1]!;
      return {
        number: index + 1,
        title: step.title,
        do: [
          ...(index === 0 ? [`Open ${url} in a new private window`] : []),
          ...step.actions.map((action) => action.says),
        ],
        expected: split(step.checks.filter((check) => !before.has(factOf(check)))),
      };
    }),
  };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const cell = (lines: readonly string[], none: string) =>
  lines.length === 0
    ? none
    : lines.map((line) => sentence(line).replaceAll('|', '\\|')).join('<br>');

/** The engine table of a path: whether automation runs it on each engine, and how or why not. */
function engineRows(path: ManualPath): string[] {
  if (path.engines.length === 0) return [];
  return [
    `**Automated runs** on ${path.project.id}`,
    '',
    '| Engine | Automated run | How, or why not |',
    '| --- | --- | --- |',
    ...path.engines.map(
      ({ engine, runs, note }) =>
        `| ${engine} | ${runs ? 'yes' : 'no: test it by hand'} | ${cell(note ? [note] : [], runs ? 'as the path says' : '')} |`,
    ),
    '',
  ];
}

/** One path as Markdown: the "Before you start" list, then a table of the steps. */
export function manualPlanMarkdown(path: ManualPath): string[] {
  const start = path.beforeYouStart;
  const devices =
    path.projects.length > 1
      ? ` (also on ${path.projects.filter((id) => id !== path.project.id).join(', ')})`
      : '';
  return [
    `## ${path.title}`,
    '',
    `Project: ${path.project.id}${devices}.`,
    '',
    ...engineRows(path),
    '**Before you start**',
    '',
    `- Device: ${start.device}.`,
    `- Language: ${start.language}.`,
    `- Stored in the browser: ${start.stored.length > 0 ? start.stored.join('; ') : 'nothing (a new private window)'}.`,
    ...start.settings.map((setting) => `- ${sentence(setting)}`),
    `- URL: ${start.url}`,
    '- At every step you should see:',
    ...start.throughout.see.map((line) => `  - ${sentence(line)}`),
    ...(start.throughout.automation.length > 0
      ? [
          '- For automation, at every step:',
          ...start.throughout.automation.map((line) => `  - ${sentence(line)}`),
        ]
      : []),
    '',
    '| Step | Do | You should see | For automation |',
    '| --- | --- | --- | --- |',
    ...path.steps.map(
      (step) =>
        `| ${step.number} | ${cell(step.do, '')} | ${cell(step.expected.see, 'Nothing visible changes.')} | ${cell(step.expected.automation, '')} |`,
    ),
    '',
  ];
}

/** A note's first clause: "ran without touch emulation". */
const shortNote = (note: string) => note.split(/ \(|; |: /)[0]!;

/** One path in a few lines for a terminal: each step and what it changes that a person sees. */
export function manualPlanText(path: ManualPath): string[] {
  return [
    path.title,
    `    worded for ${path.project.id}, runs on ${path.projects.join(', ')}`,
    ...(path.engines.length > 0
      ? [
          `    engines on ${path.project.id}: ${path.engines.map(({ engine, runs, note }) => (runs ? `${engine}${note ? ` (${shortNote(note)})` : ''}` : `${engine} not runnable (${note})`)).join('; ')}`,
        ]
      : []),
    ...path.steps.flatMap((step) => {
      const automation = step.expected.automation.length;
      const see =
        step.expected.see.length > 0 ? step.expected.see.join('; ') : 'nothing visible changes';
      return [
        `    ${step.title}`,
        `        ⇒ ${see}${automation > 0 ? ` (+${automation} for automation)` : ''}`,
      ];
    }),
  ];
}

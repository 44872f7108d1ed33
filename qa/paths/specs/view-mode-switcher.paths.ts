/**
 * The view-mode switcher's paths: the small button at the bottom right opens to the three view
 * choices (keyboard focus on the checked one), and closes again by the button, by Escape (focus
 * back on the button), by a press elsewhere on the page, or by a choice, whether or not the
 * choice changes the view. A phone or tablet offers Mobile only: the other two are disabled.
 * What a choice changes beyond the switcher (the layout, the notification and its Undo) is the
 * view mode's: view-mode.paths.ts.
 */
import { type ViewMode } from '../../../machines/constants';
import {
  viewModeSwitcherMachine,
  type ViewModeSwitcherEvent,
} from '../../../machines/view-mode-switcher.machine';
import type { Action, Check, PathSpec, Project, Start, StepContext, Target } from '../model';
import { PAGES } from '../pages';
import { click, keyboardFocusOn, pressEscape, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';
import { localizedPath } from '../../../src/urls';
import {
  buttonName,
  choice,
  choiceChecks,
  CHOOSABLE,
  clickChoice,
  openSwitcher,
  reachSwitcher,
  STORAGE_KEY,
  SWITCHER_BUTTON,
  switcherChecks,
  viewOf,
} from './view-mode.paths';

type Machine = typeof viewModeSwitcherMachine;
type Spec = PathSpec<Machine>;
type Context = StepContext<Machine>;
/** `switcher.close` comes from two places: Escape, or a press elsewhere on the page. */
type CloseVia = 'escape' | 'outside';
type VisitorEvent = ViewModeSwitcherEvent & { via?: CloseVia };

const HTML: Target = { css: 'html', label: 'the page' };
/** Somewhere else on the page to press: the page's heading, which does nothing when pressed. */
const ELSEWHERE: Target = { css: 'main h1', label: 'the page heading' };

/**
 * Where a visit starts, per device, with the switcher shown (SPEC §2: not on a computer in auto
 * showing the desktop layout): a desktop window with a mode stored, a narrow window in auto, a
 * phone or tablet in the mobile view it is forced into.
 */
interface StartRow {
  label: string;
  /** What is stored under `viewMode`, if anything. */
  stored: string | null;
  mode: ViewMode;
}

const STARTS: Record<Project['device']['id'], readonly StartRow[]> = {
  desktop: [
    { label: 'desktop view stored', stored: 'desktop', mode: 'desktop' },
    { label: 'mobile view stored', stored: 'mobile', mode: 'mobile' },
  ],
  narrow: [{ label: 'nothing stored', stored: null, mode: 'auto' }],
  phone: [{ label: 'nothing stored, mobile forced', stored: null, mode: 'mobile' }],
  tablet: [{ label: 'nothing stored, mobile forced', stored: null, mode: 'mobile' }],
};

const eventOf = (context: Context) => context.steps[context.index]!.events[0] as VisitorEvent;

/** What the visitor sees after a step, from the start and the path's events, never the machine. */
interface Seen {
  mode: ViewMode;
  open: boolean;
  /** The step's choice changed the view. */
  changed: boolean;
}

function seenAlong(context: Context): Seen[] {
  const device = context.project.device.id;
  const start = STARTS[device].find((row) => row.label === context.start.label);
  if (!start) throw new Error(`no expected start for "${context.start.label}"`);
  let now: Seen = { mode: start.mode, open: false, changed: false };
  const all = [now];
  for (const step of context.steps.slice(1)) {
    const event = step.events[0] as VisitorEvent;
    now = { ...now, changed: false };
    if (event.type === 'switcher.toggle') now.open = !now.open;
    else if (event.type === 'switcher.close') now.open = false;
    else if (event.type === 'switcher.choose') {
      // SPEC §4: a mobile device may only be mobile; choosing the mode in force changes nothing.
      now.open = false;
      now.changed = event.mode !== now.mode && CHOOSABLE[device].includes(event.mode);
      if (now.changed) now.mode = event.mode;
    }
    all.push(now);
  }
  return all;
}

export const viewModeSwitcherPaths: Spec = {
  name: 'view-mode-switcher',
  machine: viewModeSwitcherMachine,
  starts: ({ device, language }): Array<Start<Machine>> =>
    STARTS[device.id].map(({ label, stored }): Start<Machine> => ({
      label,
      url: localizedPath(PAGES[0], language),
      stored: stored === null ? {} : { [STORAGE_KEY]: stored },
      before: [reachSwitcher],
      input: undefined,
    })),
  events: () => [
    { type: 'switcher.toggle' },
    { type: 'switcher.close', via: 'escape' } as VisitorEvent,
    { type: 'switcher.close', via: 'outside' } as VisitorEvent,
    { type: 'switcher.choose', mode: 'auto' },
    { type: 'switcher.choose', mode: 'mobile' },
    { type: 'switcher.choose', mode: 'desktop' },
    { type: 'switcher.painted' },
  ],
  // The choice goes on to the view mode in the frame after the press: part of the choice's step.
  automatic: ['switcher.painted'],
  // Both ways of closing are taken, and every choice, though the machine treats them alike.
  everyEvent: true,
  // A disabled choice (on a phone or tablet, all but Mobile) does nothing when pressed.
  filter: (_snapshot, event, project) =>
    event.type !== 'switcher.choose' || CHOOSABLE[project.device.id].includes(event.mode),
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  describe: (event: VisitorEvent) => {
    switch (event.type) {
      case 'switcher.toggle':
        return 'open or close the switcher';
      case 'switcher.close':
        return event.via === 'escape' ? 'Escape' : 'press elsewhere';
      case 'switcher.choose':
        return `choose ${event.mode}`;
      case 'switcher.painted':
        return 'the closed switcher is painted';
    }
  },
  act: (context): Action[] => {
    const event = eventOf(context);
    const m = context.messages;
    const before = seenAlong(context)[context.index - 1]!;
    switch (event.type) {
      case 'switcher.toggle':
        return [
          before.open
            ? {
                kind: 'click',
                target: SWITCHER_BUTTON,
                says: click(
                  context.project,
                  'the view-mode button at the bottom right again, to close the choices',
                ),
              }
            : openSwitcher(context.project, buttonName(m, before.mode)),
        ];
      case 'switcher.close':
        return event.via === 'escape'
          ? [{ kind: 'press', key: 'Escape', says: pressEscape(context.project) }]
          : [
              {
                kind: 'click',
                target: ELSEWHERE,
                says: click(context.project, 'the page heading'),
              },
            ];
      case 'switcher.choose':
        return [clickChoice(context.project, m, event.mode)];
      case 'switcher.painted':
        return [];
    }
  },
  expect: (context): Check[] => {
    const { mode, open, changed } = seenAlong(context)[context.index]!;
    const device = context.project.device.id;
    const m = context.messages;
    const event = context.index > 0 ? eventOf(context) : undefined;
    const checks: Check[] = [
      ...readingDirectionChecks(context.currentUrl),
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-view-mode',
        value: mode,
        says: `The page is marked as in the ${mode} view mode (data-view-mode)`,
      },
    ];
    if (event?.type === 'switcher.choose')
      checks.push({
        kind: 'announced',
        modes: changed ? [mode] : [],
        says: changed
          ? `The page announces the change to the ${mode} view (viewModeChanged)`
          : 'The page announces no change of view',
      });
    const shown = viewOf(device, mode, context.project.device.viewport.width).switcher;
    checks.push(...switcherChecks(m, { shown, mode, open }));
    if (!shown) return checks;
    if (open) checks.push(...choiceChecks(m, device, mode));
    if (event?.type === 'switcher.toggle' && open)
      checks.push({
        kind: 'focused',
        target: choice(mode),
        says: keyboardFocusOn(`${quoted(m[`viewMode.${mode}`])}, the chosen view`),
      });
    if (event?.type === 'switcher.close' && event.via === 'escape')
      checks.push({
        kind: 'focused',
        target: SWITCHER_BUTTON,
        says: 'Focus is back on the view-mode button',
      });
    return checks;
  },
};

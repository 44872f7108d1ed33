/**
 * The view-mode machine's paths: what a visit starts in (auto, a stored mode, or mobile forced on
 * a phone or tablet), the window resized either side of the 767/768 px breakpoint, a phone or
 * tablet turned, and the visitor's choices in the switcher at the bottom right (opened and
 * chosen from in one step: the switcher's own paths are view-mode-switcher.paths.ts), undone
 * from the notification that confirms them.
 */
import { VIEW_MODES, type Layout, type ViewMode } from '../../../machines/constants';
import { viewModeMachine, type ViewModeEvent } from '../../../machines/view-mode.machine';
import {
  MENU_BUTTON_ID,
  SWITCHER_BUTTON_ID,
  VIEW_MODE_SWITCHER_ID,
} from '../../../src/config/element-ids';
import type { Messages } from '../../../src/i18n';
import { localizedPath } from '../../../src/urls';
import type {
  Action,
  Check,
  Device,
  EventOf,
  PathSpec,
  Project,
  Start,
  StepContext,
} from '../model';
import { click, namedForScreenReaders, pageLayout, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';
import { PAGES } from '../pages';
import { delayName } from '../timeline';

type Machine = typeof viewModeMachine;
type Spec = PathSpec<Machine>;
type Context = StepContext<Machine>;
type Snapshot = Context['steps'][number]['state'];
type DeviceId = Device['id'];

/*
 * What the visitor should see is written out below from the spec, row by row, so a wrong rule in
 * the machine or the selectors cannot make its own expectation: every check comes from these
 * tables and the path's events, never from the machine's snapshot.
 */

/** SPEC §3: the view mode is stored locally under this key. */
export const STORAGE_KEY = 'viewMode';

interface StartRow {
  label: string;
  stored: string | null;
  mode: ViewMode;
}

/**
 * SPEC §4–5, first load on a computer: a stored mobile or desktop is used directly; anything else
 * (nothing, or a value that is not a mode) means auto.
 */
const COMPUTER_STARTS: readonly StartRow[] = [
  { label: 'nothing stored', stored: null, mode: 'auto' },
  { label: 'mobile stored', stored: 'mobile', mode: 'mobile' },
  { label: 'desktop stored', stored: 'desktop', mode: 'desktop' },
  { label: 'an unknown mode stored', stored: 'tablet', mode: 'auto' },
];

/** SPEC §4: a mobile user agent or a high-density touch screen forces mobile, whatever is stored. */
const MOBILE_DEVICE_STARTS: readonly StartRow[] = [
  { label: 'desktop stored, mobile forced', stored: 'desktop', mode: 'mobile' },
];

/**
 * The markers each device of qa/paths/devices.ts gets (SPEC §4: density 2 or more is high, 3
 * or more very high; an iPhone with a screen side of 812 px or more is a modern one), and the
 * switcher's icon there (SPEC §2: 20 px on a high-density screen, else 16 px).
 */
const DEVICE_MARKS: Record<
  DeviceId,
  { density: string; mobile: boolean; iOS: boolean; modernIPhone: boolean; iconPx: string }
> = {
  // Chrome on Linux, device pixel ratio 1, no touch.
  desktop: { density: 'standard', mobile: false, iOS: false, modernIPhone: false, iconPx: '16' },
  narrow: { density: 'standard', mobile: false, iOS: false, modernIPhone: false, iconPx: '16' },
  // An iPhone, ratio 3, screen 390 × 844.
  phone: { density: 'very-high', mobile: true, iOS: true, modernIPhone: true, iconPx: '20' },
  // An iPad, ratio 2, screen 820 × 1180.
  tablet: { density: 'high', mobile: true, iOS: true, modernIPhone: false, iconPx: '20' },
};

/** SPEC §4: on a mobile device, requests for a non-mobile mode are ignored (those choices are disabled). */
export const CHOOSABLE: Record<DeviceId, readonly ViewMode[]> = {
  desktop: ['auto', 'mobile', 'desktop'],
  narrow: ['auto', 'mobile', 'desktop'],
  phone: ['mobile'],
  tablet: ['mobile'],
};

interface ViewRow {
  device: DeviceId;
  mode: ViewMode;
  /** The window's width as the page last measured it. */
  width: number;
  layout: Layout;
  switcher: boolean;
}

/**
 * One row for every device, mode and measured width the paths reach. SPEC §4 and §9: a forced
 * mode is the layout; in auto the layout is mobile up to 767 px wide, desktop from 768 px. SPEC
 * §2: the switcher is hidden only on a computer (not a mobile device) in auto showing the
 * desktop layout. A phone or tablet is always in the mobile mode.
 */
const VIEWS: readonly ViewRow[] = [
  { device: 'desktop', mode: 'auto', width: 1280, layout: 'desktop', switcher: false },
  { device: 'desktop', mode: 'auto', width: 768, layout: 'desktop', switcher: false },
  { device: 'desktop', mode: 'auto', width: 767, layout: 'mobile', switcher: true },
  { device: 'desktop', mode: 'mobile', width: 1280, layout: 'mobile', switcher: true },
  { device: 'desktop', mode: 'mobile', width: 768, layout: 'mobile', switcher: true },
  { device: 'desktop', mode: 'mobile', width: 767, layout: 'mobile', switcher: true },
  { device: 'desktop', mode: 'desktop', width: 1280, layout: 'desktop', switcher: true },
  { device: 'desktop', mode: 'desktop', width: 768, layout: 'desktop', switcher: true },
  { device: 'desktop', mode: 'desktop', width: 767, layout: 'desktop', switcher: true },
  { device: 'narrow', mode: 'auto', width: 700, layout: 'mobile', switcher: true },
  { device: 'narrow', mode: 'auto', width: 767, layout: 'mobile', switcher: true },
  { device: 'narrow', mode: 'auto', width: 768, layout: 'desktop', switcher: false },
  { device: 'narrow', mode: 'mobile', width: 700, layout: 'mobile', switcher: true },
  { device: 'narrow', mode: 'mobile', width: 767, layout: 'mobile', switcher: true },
  { device: 'narrow', mode: 'mobile', width: 768, layout: 'mobile', switcher: true },
  { device: 'narrow', mode: 'desktop', width: 700, layout: 'desktop', switcher: true },
  { device: 'narrow', mode: 'desktop', width: 767, layout: 'desktop', switcher: true },
  { device: 'narrow', mode: 'desktop', width: 768, layout: 'desktop', switcher: true },
  { device: 'phone', mode: 'mobile', width: 390, layout: 'mobile', switcher: true },
  { device: 'phone', mode: 'mobile', width: 844, layout: 'mobile', switcher: true },
  { device: 'tablet', mode: 'mobile', width: 820, layout: 'mobile', switcher: true },
  { device: 'tablet', mode: 'mobile', width: 590, layout: 'mobile', switcher: true },
];

export function viewOf(device: DeviceId, mode: ViewMode, width: number): ViewRow {
  const row = VIEWS.find(
    (each) => each.device === device && each.mode === mode && each.width === width,
  );
  if (!row) throw new Error(`no expected view for ${mode} at ${width} px on ${device}`);
  return row;
}

/** What the visitor should see after a step, by the spec, from the start and the path's events. */
interface Expected {
  mode: ViewMode;
  /** The mode the notification's Undo goes back to, if one confirmed a change. */
  undoTo: ViewMode | null;
  /** The width the page last measured. */
  width: number;
  /** Between a resize and the end of the layout resize block (250 ms after the last resize). */
  resizing: boolean;
}

/** The expected state after each step of the path so far. */
function expectations(context: Context): Expected[] {
  const device = context.project.device.id;
  const start = [...COMPUTER_STARTS, ...MOBILE_DEVICE_STARTS].find(
    (row) => row.label === context.start.label,
  );
  if (!start) throw new Error(`no expected start for "${context.start.label}"`);
  let now: Expected = {
    mode: start.mode,
    undoTo: null,
    width: context.start.input.viewportWidth,
    resizing: false,
  };
  const all = [now];
  for (const step of context.steps.slice(1)) {
    now = { ...now };
    for (const event of step.events) {
      if (event.type === 'viewMode.select') {
        if (event.mode !== now.mode && CHOOSABLE[device].includes(event.mode)) {
          now.undoTo = now.mode;
          now.mode = event.mode;
        }
      } else if (event.type === 'viewMode.revert') {
        if (now.undoTo === null) throw new Error('an undo with no choice to undo');
        now.mode = now.undoTo;
        now.undoTo = null;
      } else if (event.type === 'viewport.resized') now.resizing = true;
      else if (event.type === 'viewport.measured') now.width = event.width;
      else if (delayName(event.type) === 'layoutResizeBlock') now.resizing = false;
    }
    all.push(now);
  }
  return all;
}

const MODE_NAMES: Record<ViewMode, string> = {
  auto: 'Automatic',
  mobile: 'Mobile',
  desktop: 'Desktop',
};

const HTML = { css: 'html', label: 'the page' };
const BODY = { css: 'body', label: 'the page body' };
const MENU_BUTTON = { css: `#${MENU_BUTTON_ID}`, label: 'the menu button (top left)' };
/** The footer, over which the switcher sits: it loads as the visitor comes near (src/shell/App.tsx). */
const PAGE_END = { css: 'footer', label: 'the footer, at the end of the page' };
export const SWITCHER = {
  css: `#${VIEW_MODE_SWITCHER_ID}`,
  label: 'the view-mode switcher (bottom right)',
};
export const SWITCHER_BUTTON = {
  css: `#${SWITCHER_BUTTON_ID}`,
  label: 'the view-mode button (bottom right)',
};
export const CHOICES = { css: `${SWITCHER.css} [role="menu"]`, label: 'the view-mode choices' };
const TOAST = { css: '[role="region"] li', label: 'the notification' };
const UNDO = {
  css: '[role="region"] li button[data-radix-toast-announce-alt]',
  label: 'the Undo button in the notification',
};

/** A choice in the open switcher, in the order of VIEW_MODES. */
export const choice = (mode: ViewMode) => ({
  css: `${CHOICES.css} [role="menuitemradio"]:nth-child(${VIEW_MODES.indexOf(mode) + 1})`,
  label: `the ${MODE_NAMES[mode]} view choice`,
});

/** The visitor scrolls to the footer: there the view-mode switcher is, where it is shown. */
const reachPageEnd: Action = {
  kind: 'reach',
  target: PAGE_END,
  says: 'Scroll down to the end of the page, where the view-mode switcher sits over the footer',
};

/** The same, to use the switcher: it has loaded once its button is there. */
export const reachSwitcher: Action = { ...reachPageEnd, shows: SWITCHER_BUTTON };

/** The visitor clicks the closed switcher's button, which shows `shown`, to see the choices. */
export const openSwitcher = (project: Project, shown: string): Action => ({
  kind: 'click',
  target: SWITCHER_BUTTON,
  says: click(
    project,
    `the view-mode button at the bottom right (${quoted(shown)}) to see the choices`,
  ),
});

/** The visitor clicks the choice of `mode` in the open switcher. */
export const clickChoice = (project: Project, messages: Messages, mode: ViewMode): Action => ({
  kind: 'click',
  target: choice(mode),
  says: click(project, `${quoted(messages[`viewMode.${mode}`])} in the view-mode choices`),
});

/**
 * What a visitor does to choose a mode from the closed switcher: scroll to it, open it, then
 * choose. (Other machines' paths that need a view-mode change do this in one step.)
 */
export function chooseViewMode(project: Project, messages: Messages, mode: ViewMode): Action[] {
  return [
    reachSwitcher,
    {
      kind: 'click',
      target: SWITCHER_BUTTON,
      says: click(
        project,
        `the view-mode button at the bottom right (${quoted(`${messages['viewMode.label']}: …`)})`,
      ),
    },
    clickChoice(project, messages, mode),
  ];
}

/**
 * The widths a device's window is resized to, either side of the layout breakpoint (mobile up to
 * 767 px): a desktop window to the pixel either side; a phone between portrait and landscape; a
 * tablet between portrait and about half the screen (Split View).
 */
const WIDTHS: Record<DeviceId, readonly number[]> = {
  desktop: [767, 768],
  narrow: [767, 768],
  phone: [390, 844],
  tablet: [590, 820],
};

/**
 * What the model leaves out, so every generated path is one a visitor can take on a real clock:
 * - a mode is chosen in the switcher only when it is shown, in a steady window (opening it and
 *   choosing are one step; a disabled choice is not taken); a mode is undone only to the mode
 *   before the last choice, with the Undo button of the notification that confirmed it (it is
 *   open until the next choice or the undo: no time passes after the first choice, far less than
 *   the notification's 5000 ms);
 * - `measuring` is left only by `viewport.measured`: the app measures as soon as it gets there;
 * - the resize debounce (250 ms, scheduled first) and the layout resize block (250 ms) both
 *   restart with every resize, so the block cannot end while resizing, and ends at the very
 *   instant the debounce does: nothing else happens between the two (the timeline folds them
 *   into one step). It also ends before an orientation settles (300 ms) that it started before;
 * - widths: a rotation keeps the window's width (a change of width is a resize), so the width
 *   measured after an orientation settles is the one measured before; a resize changes it, so
 *   the width measured after the resize debounce is another. To keep that exact, a rotation made
 *   while the block is on (after a resize) is followed by another resize before anything settles;
 * - test design: the window changes before the visitor's first choice (in the mode the visit
 *   starts in: auto, stored or forced), choices are made in a steady window, and only phones and
 *   tablets are turned.
 */
function filter(snapshot: Snapshot, event: EventOf<Machine>, project: Project): boolean {
  const { viewport, transitions } = snapshot.value as {
    viewport: string;
    transitions: string | object;
  };
  const { mode, previousMode, viewportWidth } = snapshot.context;
  const blocked = transitions !== 'enabled';
  if (viewport === 'measuring') {
    if (event.type !== 'viewport.measured') return false;
    // After the resize debounce the block is still on (it ends at the same instant).
    return blocked ? event.width !== viewportWidth : event.width === viewportWidth;
  }
  const delay = delayName(event.type);
  // The debounce has just measured the window: the block ends at this instant, before anything.
  if (viewport === 'steady' && blocked) return delay === 'layoutResizeBlock';
  if (delay === 'layoutResizeBlock') return viewport === 'steady';
  if (delay === 'orientationSettle') return !blocked;
  if (delay) return true;
  const steady = viewport === 'steady' && !blocked;
  switch (event.type) {
    case 'viewport.measured':
      return false;
    case 'viewMode.select':
      // The switcher is used in a steady window, where it shows; a disabled choice is not taken.
      return (
        steady &&
        viewOf(project.device.id, mode, viewportWidth).switcher &&
        CHOOSABLE[project.device.id].includes(event.mode)
      );
    case 'viewMode.revert':
      // The notification's Undo goes back to the mode before the last choice, and only there.
      return (
        steady && previousMode !== null && mode !== previousMode && event.mode === previousMode
      );
    case 'viewport.resized':
      return previousMode === null;
    case 'viewport.orientationChanged':
      return previousMode === null && DEVICE_MARKS[project.device.id].mobile;
  }
}

/** The window's width after each step of a path (what a resize makes it; nothing else does). */
function windowWidths(context: Context): number[] {
  const widths: number[] = [context.start.input.viewportWidth];
  for (const [index, step] of context.steps.entries()) {
    if (index === 0) continue;
    const before = widths[index - 1]!;
    const resized = step.events[0]?.type === 'viewport.resized';
    widths.push(resized ? resizedTo(context, index, before) : before);
  }
  return widths;
}

/**
 * The width the window is resized to in step `index`: the last resize before the app measures
 * goes to the width it will measure (as the path says); an earlier one of the same burst, or one
 * the path never sees measured, to a width it does not have yet and that the next resize leaves.
 */
function resizedTo(context: Context, index: number, before: number): number {
  const { steps, project } = context;
  let measured: number | undefined;
  let last = true;
  for (const step of steps.slice(index + 1)) {
    const found = step.events.find((event) => event.type === 'viewport.measured');
    if (found?.type === 'viewport.measured') {
      measured = found.width;
      break;
    }
    if (step.events[0]?.type === 'viewport.resized') {
      last = false;
      break;
    }
  }
  if (measured !== undefined && last) {
    if (measured === before)
      throw new Error(`step ${index} would resize the window to the ${before} px it already has`);
    return measured;
  }
  const widths = WIDTHS[project.device.id];
  const pool = [
    ...widths,
    project.device.viewport.width,
    Math.round((widths[0]! + widths[1]!) / 2),
  ];
  // The burst's final width (if measured) must differ from this one.
  const width = pool.find((candidate) => candidate !== before && candidate !== measured);
  if (width === undefined) throw new Error(`no width to resize to in step ${index}`);
  return width;
}

export const viewModePaths: Spec = {
  name: 'view-mode',
  machine: viewModeMachine,
  starts: ({ device, language }): Array<Start<Machine>> => {
    const url = localizedPath(PAGES[0], language);
    const start = ({ label, stored, mode }: StartRow): Start<Machine> => ({
      label,
      url,
      stored: stored === null ? {} : { [STORAGE_KEY]: stored },
      // Where the switcher shows at start-up, the first state's checks read it: wait for it.
      before: [
        viewOf(device.id, mode, device.viewport.width).switcher ? reachSwitcher : reachPageEnd,
      ],
      input: { ...device.facts, storedViewMode: stored, viewportWidth: device.viewport.width },
    });
    if (DEVICE_MARKS[device.id].mobile) return MOBILE_DEVICE_STARTS.map(start);
    // An unknown stored value counts as nothing stored; its paths are those of nothing stored,
    // so it is visited on one device only.
    return COMPUTER_STARTS.filter((row) => device.id === 'desktop' || row.stored !== 'tablet').map(
      start,
    );
  },
  events: (_snapshot, project) => [
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.select', mode }) as const),
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.revert', mode }) as const),
    { type: 'viewport.resized' },
    { type: 'viewport.orientationChanged' },
    ...WIDTHS[project.device.id].map((width) => ({ type: 'viewport.measured', width }) as const),
  ],
  filter,
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.mode,
      snapshot.context.previousMode,
      snapshot.context.viewportWidth,
    ]),
  automatic: ['viewport.measured'],
  unreachable: [
    {
      rule: 'a desktop window is not turned: only phones and tablets change orientation',
      applies: (project) => !isMobileDevice(project),
      items: ['viewMode.viewport.orienting', 'viewport.orientationChanged'],
    },
    {
      rule: 'a phone or tablet is always in the mobile view: what is stored is ignored at start-up',
      applies: isMobileDevice,
      items: [
        'viewMode.mode.applying —always [isMode]→ viewMode.mode.auto',
        'viewMode.mode.applying —always→ viewMode.mode.desktop',
        'viewMode.mode.auto',
        'viewMode.mode.desktop',
      ],
    },
    {
      rule: 'on a phone or tablet Mobile is chosen and the Automatic and Desktop choices are disabled, so the visitor can neither choose a view nor undo one',
      applies: isMobileDevice,
      items: ['viewMode.mode —viewMode.select', 'viewMode.mode —viewMode.revert'],
    },
  ],
  describe: (event: ViewModeEvent | { type: string }) => {
    switch (event.type) {
      case 'viewMode.select':
        return (event as { mode: ViewMode }).mode === 'auto'
          ? 'choose auto'
          : `force ${(event as { mode: ViewMode }).mode}`;
      case 'viewMode.revert':
        return `undo (back to ${(event as { mode: ViewMode }).mode})`;
      case 'viewport.resized':
        return 'resize';
      case 'viewport.orientationChanged':
        return 'turn';
      case 'viewport.measured':
        return `${(event as { width: number }).width} px wide`;
    }
    // The wait is said by the step; the block ends with the debounce, unsaid.
    const delay = delayName(event.type);
    if (delay === 'resizeDebounce') return 'settles';
    if (delay === 'orientationSettle') return 'settles';
    return '';
  },
  act: (context): Action[] => {
    const event = context.steps[context.index]!.events[0]!;
    const m = context.messages;
    switch (event.type) {
      case 'viewMode.select': {
        const before = context.steps[context.index - 1]!.state;
        return [
          openSwitcher(context.project, buttonName(m, before.context.mode)),
          clickChoice(context.project, m, event.mode),
        ];
      }
      case 'viewMode.revert':
        return [
          {
            kind: 'click',
            target: UNDO,
            says: click(context.project, `${quoted(m['toast.viewMode.undo'])} in the notification`),
          },
        ];
      case 'viewport.resized': {
        const width = windowWidths(context)[context.index]!;
        const height = context.project.device.viewport.height;
        return [{ kind: 'resize', width, height, says: `Make the window ${width} px wide` }];
      }
      case 'viewport.orientationChanged':
        return [{ kind: 'rotate', says: 'Turn the device (the window keeps its width)' }];
      default:
        throw new Error(`no visitor action for ${event.type}`);
    }
  },
  expect: (context): Check[] => {
    const step = context.steps[context.index]!;
    const snapshot = step.state;
    if (snapshot.matches({ viewport: 'measuring' }))
      throw new Error('a step ends while measuring: the measured width should join it');
    const expected = expectations(context);
    const { mode, width, resizing } = expected[context.index]!;
    const device = context.project.device.id;
    const marks = DEVICE_MARKS[device];
    const { layout, switcher } = viewOf(device, mode, width);
    const m = context.messages;
    /** A marker on `<html>` that is there or not: "The page is (not) marked as …". */
    const flag = (name: string, on: boolean, what: string): Check => ({
      kind: 'attribute',
      target: HTML,
      name,
      value: on ? '' : null,
      says: `The page is ${on ? '' : 'not '}marked as ${what} (${name})`,
    });
    const checks: Check[] = [
      ...readingDirectionChecks(context.currentUrl),
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-view-mode',
        value: mode,
        says: `The page is marked as in the ${mode} view mode (data-view-mode)`,
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-layout',
        value: layout,
        says: pageLayout(layout),
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-density',
        value: marks.density,
        says: `The page is marked with a ${marks.density} screen density (data-density)`,
      },
      flag('data-mobile-device', marks.mobile, 'on a mobile device'),
      flag('data-ios', marks.iOS, 'on iOS'),
      flag('data-modern-iphone', marks.modernIPhone, 'on a modern iPhone'),
      flag('data-resizing', resizing, 'being resized, with its animations off'),
      {
        kind: 'class',
        target: BODY,
        name: `view-mode-${mode}`,
        present: true,
        says: `The page body has the class view-mode-${mode}`,
      },
      {
        kind: 'class',
        target: BODY,
        name: `layout-${layout}`,
        present: true,
        says: `The page body has the class layout-${layout}`,
      },
      {
        kind: 'class',
        target: BODY,
        name: `layout-${layout === 'mobile' ? 'desktop' : 'mobile'}`,
        present: false,
        says: `The page body does not have the class layout-${layout === 'mobile' ? 'desktop' : 'mobile'}`,
      },
      {
        kind: 'storage',
        key: STORAGE_KEY,
        value: mode,
        says: `"${mode}" is remembered as the view mode (viewMode in local storage)`,
      },
      {
        kind: 'visible',
        target: MENU_BUTTON,
        visible: layout === 'mobile',
        says:
          layout === 'mobile'
            ? 'The menu button is shown at the top left'
            : 'The menu button is not shown (the side bar is at the left instead)',
      },
    ];

    // Closed: opened and chosen from in one step, it closes with the choice.
    checks.push(...switcherChecks(m, { shown: switcher, mode, open: false }));
    if (switcher) {
      const iconSize = marks.iconPx;
      checks.push({
        kind: 'attribute',
        target: { css: `${SWITCHER_BUTTON.css} svg`, label: 'the icon of the view-mode button' },
        name: 'width',
        value: iconSize,
        says: `The icon of the view-mode button is ${iconSize} px wide`,
      });
    }

    const event = step.events[0];
    // Every change of mode, and only a change, dispatches `viewModeChanged` with the new mode.
    const before = expected[context.index - 1]?.mode;
    const changed = before !== undefined && before !== mode;
    // Choosing the mode already chosen only closes the switcher: nothing to confirm.
    if (event?.type === 'viewMode.select' && changed)
      checks.push(
        {
          kind: 'text',
          target: TOAST,
          text: m['toast.viewMode.title'],
          says: `A notification says "${m['toast.viewMode.title']}"`,
        },
        {
          kind: 'text',
          target: TOAST,
          text: m[`toast.viewMode.${event.mode}`],
          says: `The notification says "${m[`toast.viewMode.${event.mode}`]}"`,
        },
        {
          kind: 'text',
          target: UNDO,
          text: m['toast.viewMode.undo'],
          says: `The notification offers "${m['toast.viewMode.undo']}"`,
        },
      );
    else if (
      context.index === 0 ||
      event?.type === 'viewMode.revert' ||
      event?.type === 'viewMode.select'
    )
      checks.push({ kind: 'absent', target: TOAST, says: 'No notification is shown' });

    checks.push({
      kind: 'announced',
      modes: changed ? [mode] : [],
      says: changed
        ? `The page announces the change to the ${mode} view (viewModeChanged)`
        : 'The page announces no change of view',
    });
    return checks;
  },
};

/**
 * What the open switcher shows on `device` with `mode` in force: the three choices, in the page's
 * language, the one in force checked, and those the device may not take disabled (SPEC §4).
 */
export function choiceChecks(messages: Messages, device: DeviceId, mode: ViewMode): Check[] {
  return VIEW_MODES.flatMap((each): Check[] => {
    const target = choice(each);
    const label = `"${messages[`viewMode.${each}`]}"`;
    const disabled = !CHOOSABLE[device].includes(each);
    return [
      {
        kind: 'text',
        target,
        text: messages[`viewMode.${each}`],
        says: `The choices list ${label}`,
      },
      {
        kind: 'attribute',
        target,
        name: 'aria-checked',
        value: String(each === mode),
        says: `${label} is ${each === mode ? '' : 'not '}the chosen view`,
      },
      {
        kind: 'attribute',
        target,
        name: 'aria-disabled',
        value: disabled ? 'true' : null,
        says: `${label} is ${disabled ? 'disabled' : 'available'}`,
      },
    ];
  });
}

/** The view-mode button's name: what it is and the mode it shows. */
export function buttonName(messages: Messages, mode: ViewMode): string {
  return `${messages['viewMode.label']}: ${messages[`viewMode.${mode}`]}`;
}

/**
 * What a visitor sees of the switcher: nothing where SPEC §2 hides it (a desktop in automatic
 * view), else its button, named for the mode and open or closed, and the choices shown or not.
 */
export function switcherChecks(
  messages: Messages,
  { shown, mode, open }: { shown: boolean; mode: ViewMode; open: boolean },
): Check[] {
  if (!shown)
    return [
      {
        kind: 'absent',
        target: SWITCHER,
        says: 'The view-mode switcher is not shown (a desktop in automatic view)',
      },
    ];
  const name = buttonName(messages, mode);
  return [
    {
      kind: 'name',
      target: SWITCHER_BUTTON,
      name,
      says: namedForScreenReaders('the view-mode button at the bottom right', name),
    },
    {
      kind: 'attribute',
      target: SWITCHER_BUTTON,
      name: 'aria-expanded',
      value: String(open),
      says: open ? 'The view-mode button shows its choices' : 'The view-mode button is closed',
    },
    {
      kind: 'visible',
      target: CHOICES,
      visible: open,
      says: open ? 'The three view choices are shown' : 'The view choices are not shown',
    },
  ];
}

function isMobileDevice(project: Project): boolean {
  return project.device.id === 'phone' || project.device.id === 'tablet';
}

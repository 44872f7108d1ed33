/**
 * The view-mode machine's paths: what a visit starts in (auto, a stored mode, or mobile forced on
 * a phone or tablet), the window resized either side of the 767/768 px breakpoint, a phone or
 * tablet turned, and the visitor's choices in the switcher at the bottom right, undone from the
 * notification that confirms them.
 */
import {
  STORAGE_KEYS,
  SWITCHER_ICON_SIZE,
  VIEW_MODES,
  type ViewMode,
} from '../../../machines/constants';
import { densityOf, type DeviceInfo } from '../../../machines/device';
import {
  isChoosable,
  layoutOf,
  viewModeMachine,
  type ViewModeEvent,
} from '../../../machines/view-mode.machine';
import { MENU_BUTTON_ID } from '../../../src/app/actors';
import { SWITCHER_BUTTON_ID, VIEW_MODE_SWITCHER_ID } from '../../../src/app/element-ids';
import { selectSwitcherVisible } from '../../../src/app/selectors';
import type { Messages } from '../../../src/i18n';
import { localizedPath } from '../../../src/paths';
import type { Action, Check, EventOf, PathSpec, Project, Start, StepContext } from '../model';
import { PAGES } from '../pages';
import { delayName } from '../timeline';

type Machine = typeof viewModeMachine;
type Spec = PathSpec<Machine>;
type Context = StepContext<Machine>;
type Snapshot = Context['steps'][number]['state'];

const MODE_NAMES: Record<ViewMode, string> = {
  auto: 'Automatic',
  mobile: 'Mobile',
  desktop: 'Desktop',
};

/** React reveals content that suspended (a lazily loaded component) at most this long after. */
const REVEAL_MS = 300;

const HTML = { css: 'html', label: 'the page' };
const BODY = { css: 'body', label: 'the page body' };
const MENU_BUTTON = { css: `#${MENU_BUTTON_ID}`, label: 'the menu button (top left)' };
const SWITCHER = {
  css: `#${VIEW_MODE_SWITCHER_ID}`,
  label: 'the view-mode switcher (bottom right)',
};
const SWITCHER_BUTTON = {
  css: `#${SWITCHER_BUTTON_ID}`,
  label: 'the view-mode button (bottom right)',
};
const CHOICES = { css: `${SWITCHER.css} [role="menu"]`, label: 'the view-mode choices' };
const TOAST = { css: '[role="region"] li', label: 'the notification' };
const UNDO = {
  css: '[role="region"] li button[data-radix-toast-announce-alt]',
  label: 'the Undo button in the notification',
};

/** A choice in the open switcher, in the order of VIEW_MODES. */
const choice = (mode: ViewMode) => ({
  css: `${CHOICES.css} [role="menuitemradio"]:nth-child(${VIEW_MODES.indexOf(mode) + 1})`,
  label: `the ${MODE_NAMES[mode]} view choice`,
});

const isOpen = (snapshot: Snapshot) => snapshot.matches({ switcher: 'open' });

/**
 * What a visitor does to choose a mode from the closed switcher: open it, then choose. (Other
 * machines' paths that need a view-mode change do this in one step.)
 */
export function chooseViewMode(messages: Messages, mode: ViewMode): Action[] {
  return [
    {
      kind: 'click',
      target: SWITCHER_BUTTON,
      says: `Click the view-mode button at the bottom right ("${messages['viewMode.label']}: …")`,
    },
    {
      kind: 'click',
      target: choice(mode),
      says: `Click "${messages[`viewMode.${mode}`]}" in the view-mode choices`,
    },
  ];
}

/**
 * The widths a device's window is resized to, either side of the layout breakpoint (mobile up to
 * 767 px): a desktop window to the pixel either side; a phone between portrait and landscape; a
 * tablet between portrait and about half the screen (Split View).
 */
function widthsFor(device: DeviceInfo): readonly number[] {
  if (!device.isMobile) return [767, 768];
  return device.isModernIPhone ? [390, 844] : [590, 820];
}

/**
 * What the model leaves out, so every generated path is one a visitor can take on a real clock:
 * - the switcher is opened only when it is shown, in a steady window, and while it is open the
 *   visitor only chooses (any choice but a disabled one: the already checked one closes it too)
 *   or closes it (its button, or Escape); a mode is undone only to the mode before the last choice, with the Undo
 *   button of the notification that confirmed it (it is open until the next choice or the undo:
 *   no time passes after the first choice, far less than the notification's 5000 ms);
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
function filter(snapshot: Snapshot, event: EventOf<Machine>): boolean {
  const { viewport, transitions } = snapshot.value as {
    viewport: string;
    transitions: string | object;
  };
  const { mode, previousMode, viewportWidth, device } = snapshot.context;
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
  // The switcher is open only in a steady window, for the visitor to choose or close it.
  if (isOpen(snapshot))
    return (
      event.type === 'switcher.toggle' ||
      event.type === 'switcher.close' ||
      (event.type === 'viewMode.select' && isChoosable(snapshot.context, event.mode))
    );
  switch (event.type) {
    case 'viewport.measured':
    case 'viewMode.select':
    case 'switcher.close':
      return false;
    case 'switcher.toggle':
      return steady && selectSwitcherVisible(snapshot);
    case 'viewMode.revert':
      return steady && previousMode !== null && mode !== previousMode && snapshot.can(event);
    case 'viewport.resized':
      return previousMode === null;
    case 'viewport.orientationChanged':
      return previousMode === null && device.isMobile;
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
  const device = steps[0]!.state.context.device;
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
  const widths = widthsFor(device);
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
    const path = localizedPath(PAGES[0], language);
    const start = (label: string, stored: string | null): Start<Machine> => ({
      label,
      path,
      stored: stored === null ? {} : { [STORAGE_KEYS.viewMode]: stored },
      input: { ...device.facts, storedViewMode: stored, viewportWidth: device.viewport.width },
    });
    if (device.id === 'phone' || device.id === 'tablet')
      return [start('desktop stored, mobile forced', 'desktop')];
    const starts = [
      start('nothing stored', null),
      start('mobile stored', 'mobile'),
      start('desktop stored', 'desktop'),
    ];
    // An unknown stored value counts as nothing stored; its paths are those of nothing stored,
    // so it is visited on one device only.
    return device.id === 'desktop'
      ? [...starts, start('an unknown mode stored', 'tablet')]
      : starts;
  },
  events: (snapshot) => [
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.select', mode }) as const),
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.revert', mode }) as const),
    { type: 'switcher.toggle' },
    { type: 'switcher.close' },
    { type: 'viewport.resized' },
    { type: 'viewport.orientationChanged' },
    ...widthsFor(snapshot.context.device).map(
      (width) => ({ type: 'viewport.measured', width }) as const,
    ),
  ],
  filter,
  // While the switcher is open the mode before the last choice does not matter: nothing can be
  // undone then, and a choice replaces it. Open switchers differ only by mode and width.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.mode,
      isOpen(snapshot) ? null : snapshot.context.previousMode,
      snapshot.context.viewportWidth,
    ]),
  automatic: ['viewport.measured'],
  unreachable: [
    {
      rule: 'a desktop computer is not a mobile device, so nothing forces the mobile view at start-up',
      applies: (project) => !isMobileDevice(project),
      items: ['viewMode.mode.deciding —always [isMobileDevice]→ viewMode.mode.mobile'],
    },
    {
      rule: 'a desktop window is not turned: only phones and tablets change orientation',
      applies: (project) => !isMobileDevice(project),
      items: ['viewMode.viewport.orienting', 'viewport.orientationChanged'],
    },
    {
      rule: 'a phone or tablet is always in the mobile view: what is stored is ignored at start-up',
      applies: isMobileDevice,
      items: [
        'viewMode.mode.deciding —always [hasStoredMobile]→ viewMode.mode.mobile',
        'viewMode.mode.deciding —always [hasStoredDesktop]→ viewMode.mode.desktop',
        'viewMode.mode.deciding —always→ viewMode.mode.auto',
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
      case 'switcher.toggle':
        return 'open or close the switcher';
      case 'switcher.close':
        return 'Escape';
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
      case 'switcher.toggle': {
        const before = context.steps[context.index - 1]!.state;
        return [
          {
            kind: 'click',
            target: SWITCHER_BUTTON,
            says: isOpen(before)
              ? 'Click the view-mode button at the bottom right again, to close the choices'
              : `Click the view-mode button at the bottom right ("${buttonName(m, before.context.mode)}") to see the choices`,
          },
        ];
      }
      case 'switcher.close':
        return [{ kind: 'press', key: 'Escape', says: 'Press Escape' }];
      case 'viewMode.select':
        return [
          {
            kind: 'click',
            target: choice(event.mode),
            says: `Click "${m[`viewMode.${event.mode}`]}" in the view-mode choices`,
          },
        ];
      case 'viewMode.revert':
        return [
          {
            kind: 'click',
            target: UNDO,
            says: `Click "${m['toast.viewMode.undo']}" in the notification`,
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
  afterWait: (context): Action[] => {
    // The switcher's code loads the first time it is shown (a desktop in auto starts without
    // it), and React shows it on a timer of its own. Nothing else is pending then: the window
    // is steady and no choice has been made yet (no notification's timer).
    const shown = context.steps.map((step) => selectSwitcherVisible(step.state));
    if (!shown[context.index] || shown.slice(0, context.index).some(Boolean)) return [];
    const { state } = context.steps[context.index]!;
    if (
      !state.matches({ viewport: 'steady', transitions: 'enabled' }) ||
      state.context.previousMode
    )
      throw new Error('the switcher appears while a timer is pending');
    return [
      {
        kind: 'wait',
        ms: REVEAL_MS,
        says: `Wait ${REVEAL_MS} ms for the view-mode switcher to appear (its code loads the first time)`,
      },
    ];
  },
  expect: (context): Check[] => {
    const step = context.steps[context.index]!;
    const snapshot = step.state;
    if (snapshot.matches({ viewport: 'measuring' }))
      throw new Error('a step ends while measuring: the measured width should join it');
    const { mode, device } = snapshot.context;
    const layout = layoutOf(snapshot.context);
    const m = context.messages;
    const resizing = snapshot.hasTag('resizing');
    /** A marker on `<html>` that is there or not: "The page is (not) marked as …". */
    const flag = (name: string, on: boolean, what: string): Check => ({
      kind: 'attribute',
      target: HTML,
      name,
      value: on ? '' : null,
      says: `The page is ${on ? '' : 'not '}marked as ${what} (${name})`,
    });
    const checks: Check[] = [
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
        says: `The page shows the ${layout} layout (data-layout)`,
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-density',
        value: densityOf(device),
        says: `The page is marked with a ${densityOf(device)} screen density (data-density)`,
      },
      flag('data-mobile-device', device.isMobile, 'on a mobile device'),
      flag('data-ios', device.isIOS, 'on iOS'),
      flag('data-modern-iphone', device.isModernIPhone, 'on a modern iPhone'),
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
        key: STORAGE_KEYS.viewMode,
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

    if (!selectSwitcherVisible(snapshot)) {
      checks.push({
        kind: 'absent',
        target: SWITCHER,
        says: 'The view-mode switcher is not shown (a desktop in automatic view)',
      });
    } else {
      const open = isOpen(snapshot);
      const name = buttonName(m, mode);
      const iconSize = String(
        device.isHighDensity ? SWITCHER_ICON_SIZE.highDensity : SWITCHER_ICON_SIZE.standard,
      );
      checks.push(
        {
          kind: 'name',
          target: SWITCHER_BUTTON,
          name,
          says: `The view-mode button at the bottom right is named "${name}"`,
        },
        {
          kind: 'attribute',
          target: SWITCHER_BUTTON,
          name: 'aria-expanded',
          value: String(open),
          says: open ? 'The view-mode button shows its choices' : 'The view-mode button is closed',
        },
        {
          kind: 'attribute',
          target: { css: `${SWITCHER_BUTTON.css} svg`, label: 'the icon of the view-mode button' },
          name: 'width',
          value: iconSize,
          says: `The icon of the view-mode button is ${iconSize} px wide`,
        },
        {
          kind: 'visible',
          target: CHOICES,
          visible: open,
          says: open ? 'The three view choices are shown' : 'The view choices are not shown',
        },
      );
      if (open)
        for (const each of VIEW_MODES) {
          const target = choice(each);
          const label = `"${m[`viewMode.${each}`]}"`;
          const disabled = !isChoosable(snapshot.context, each);
          checks.push(
            {
              kind: 'text',
              target,
              text: m[`viewMode.${each}`],
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
          );
        }
      const event = step.events[0];
      if (event?.type === 'switcher.toggle' && open)
        checks.push({
          kind: 'focused',
          target: choice(mode),
          says: `Focus is on "${m[`viewMode.${mode}`]}", the chosen view`,
        });
      if (event?.type === 'switcher.close')
        checks.push({
          kind: 'focused',
          target: SWITCHER_BUTTON,
          says: 'Focus is back on the view-mode button',
        });
    }

    const event = step.events[0];
    // Every change of mode, and only a change, dispatches `viewModeChanged` with the new mode.
    const before = context.steps[context.index - 1]?.state.context.mode;
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

/** The view-mode button's name: what it is and the mode it shows. */
function buttonName(messages: Messages, mode: ViewMode): string {
  return `${messages['viewMode.label']}: ${messages[`viewMode.${mode}`]}`;
}

function isMobileDevice(project: Project): boolean {
  return project.device.id === 'phone' || project.device.id === 'tablet';
}

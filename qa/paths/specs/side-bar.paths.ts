/**
 * The side bar's paths. Desktop layout: a 4rem bar of icons that expands to 16rem while the
 * pointer is over it or keyboard focus is in it. Mobile layout: a drawer behind the menu button,
 * closed by the button, by a tap beside it (the dimmed overlay) or by Escape, and by choosing a
 * page in it. A change of layout (the visitor resizing the window across 767/768 px) resets it.
 */
import { DELAYS, type Layout } from '../../../machines/constants';
import { sideBarMachine, type SideBarEvent } from '../../../machines/side-bar.machine';
import { MAIN_CONTENT_ID, MENU_BUTTON_ID, SIDE_BAR_ID } from '../../../src/config/element-ids';
import { basePath, languageOfPath, localizedPath } from '../../../src/urls';
import { pageRoutes } from '../../../src/routes';
import { DEVICES } from '../devices';
import type { Action, Check, PathSpec, Project, Start, StepContext, Target } from '../model';
import { PAGES, otherPage } from '../pages';
import {
  addressIs,
  click,
  contentUsable,
  keyboardFocusOn,
  namedForScreenReaders,
  pageDimmed,
  pageLayout,
  pressEscape,
  quoted,
} from '../phrases';
import { readingDirectionChecks } from '../reading-direction';

type Spec = PathSpec<typeof sideBarMachine>;
type Context = StepContext<typeof sideBarMachine>;
/** `sideBar.close` comes from two places: a tap on the overlay, or Escape. */
type CloseVia = 'overlay' | 'escape';
type VisitorEvent = SideBarEvent & { via?: CloseVia };

const HTML: Target = { css: 'html', label: 'the page' };
const NAV: Target = { css: `#${SIDE_BAR_ID}`, label: 'the side bar' };
const FIRST_ITEM: Target = {
  css: `#${SIDE_BAR_ID} > ul:first-of-type > li:first-child > a`,
  label: 'the first item of the side bar',
};
const FIRST_LABEL: Target = {
  css: `${FIRST_ITEM.css} > span`,
  label: 'the label of the first item of the side bar',
};
const MENU_BUTTON: Target = { css: `#${MENU_BUTTON_ID}`, label: 'the menu button (top left)' };
const OVERLAY: Target = {
  css: '[data-testid="drawer-overlay"]',
  label: 'the dimmed page beside the menu',
};
const MAIN: Target = { css: `#${MAIN_CONTENT_ID}`, label: 'the page content' };

/** SPEC §2 and §9: the bar is 4rem wide, 16rem expanded: 64 and 256 px at 16 px to the rem. */
const BAR_PX = { collapsed: 64, expanded: 256 };
/** The rectangle `visuallyHidden` clips a label to, as computed. */
const CLIPPED = 'rect(0px, 0px, 0px, 0px)';

/** The window sizes a visitor resizes to: the desktop's, and the narrow desktop window's. */
const windowFor = (layout: Layout) =>
  DEVICES.find((device) => device.id === (layout === 'mobile' ? 'narrow' : 'desktop'))!.viewport;

/** Where to tap the overlay: beside the open drawer (16rem wide), halfway down. */
const BESIDE_DRAWER = { x: BAR_PX.expanded + 32, y: 400 };

/** A desktop browser can be resized across the breakpoint; a phone or tablet is always mobile. */
const isResizable = (project: Project) => !project.device.hasTouch;

const eventOf = (context: Context) => context.steps[context.index]!.events[0] as VisitorEvent;
const stateBefore = (context: Context) => context.steps[context.index - 1]!.state;

/** The page the visitor goes to by choosing an item: the other page, in the same language. */
const chosenPage = (context: Context) =>
  localizedPath(otherPage(context.currentUrl), languageOfPath(context.currentUrl));

/** The label the side bar shows for the item leading to `url`, in the page's language. */
function itemLabel(context: Context, url: string): string {
  const route = pageRoutes.find((candidate) => candidate.path === basePath(url));
  if (!route) throw new Error(`no side-bar item for ${url}`);
  return context.messages[route.nav.label];
}

/** The first item of the side bar (its main group's first page), as it reads. */
const firstItemLabel = (context: Context) =>
  context.messages[pageRoutes.find((route) => route.nav.group === 'main')!.nav.label];

/** The menu button shows an icon only: three lines, or a cross while the menu is open. */
const menuButton = (open: boolean) => `the menu button (${open ? '✕' : '☰'}) at the top left`;

/** How the bar looks: the desktop layout's two widths, or the mobile drawer. */
type Bar = 'collapsed' | 'expanded' | 'closed' | 'open';

/**
 * How the bar should look after each step so far, from the start's layout and the path's events
 * alone, never from the machine. SPEC §2 and §4: on a desktop the bar is expanded while the
 * pointer is over it (and, for keyboard users, while focus is in it); on mobile the menu button
 * opens and closes the drawer, and the overlay, Escape or choosing an item closes it. A change
 * of layout starts the bar afresh: collapsed, or closed.
 */
function barsAlong(context: Context): Bar[] {
  let pointer = false;
  let focus = false;
  let bar: Bar = context.start.input.layout === 'desktop' ? 'collapsed' : 'closed';
  const bars: Bar[] = [bar];
  for (const step of context.steps.slice(1)) {
    const event = step.events[0]!;
    if (event.type === 'layout.changed') {
      pointer = focus = false;
      bar = event.layout === 'desktop' ? 'collapsed' : 'closed';
    } else if (bar === 'collapsed' || bar === 'expanded') {
      if (event.type === 'sideBar.pointerEntered') pointer = true;
      if (event.type === 'sideBar.pointerLeft') pointer = false;
      if (event.type === 'sideBar.focusEntered') focus = true;
      if (event.type === 'sideBar.focusLeft') focus = false;
      bar = pointer || focus ? 'expanded' : 'collapsed';
    } else if (event.type === 'sideBar.toggle') bar = bar === 'open' ? 'closed' : 'open';
    else if (event.type === 'sideBar.close' || event.type === 'sideBar.itemChosen') bar = 'closed';
    bars.push(bar);
  }
  return bars;
}

/** SPEC §2: the mobile layout below 768 px; a phone or tablet is always in the mobile view. */
const START_WINDOWS: Record<Project['device']['id'], { label: string; layout: Layout }> = {
  desktop: { label: 'in a desktop window 1280 px wide', layout: 'desktop' },
  narrow: { label: 'in a desktop window 700 px wide', layout: 'mobile' },
  phone: { label: 'on a phone or tablet, always in the mobile view', layout: 'mobile' },
  tablet: { label: 'on a phone or tablet, always in the mobile view', layout: 'mobile' },
};

export const sideBarPaths: Spec = {
  name: 'side-bar',
  machine: sideBarMachine,
  starts: ({ device, language }): Array<Start<typeof sideBarMachine>> => {
    const url = localizedPath(PAGES[0], language);
    const page = language === 'he' ? 'a Hebrew page' : 'an English page';
    const where = START_WINDOWS[device.id];
    return [{ label: `${page} ${where.label}`, url, stored: {}, input: { layout: where.layout } }];
  },
  events: (snapshot, project) => [
    { type: 'sideBar.pointerEntered' },
    { type: 'sideBar.pointerLeft' },
    { type: 'sideBar.focusEntered' },
    { type: 'sideBar.focusLeft' },
    { type: 'sideBar.toggle' },
    { type: 'sideBar.close', via: 'overlay' } as VisitorEvent,
    { type: 'sideBar.close', via: 'escape' } as VisitorEvent,
    { type: 'sideBar.itemChosen' },
    ...(isResizable(project)
      ? [
          {
            type: 'layout.changed',
            layout: snapshot.matches('desktop') ? 'mobile' : 'desktop',
          } as const,
        ]
      : []),
  ],
  // Both ways of closing the drawer are taken, though the machine cannot tell them apart.
  everyEvent: true,
  /**
   * What a visitor can do: the pointer enters the bar only from outside and leaves only from
   * inside; keyboard focus leaves only from inside (it can enter while inside: it moves on to
   * another item).
   */
  filter: (snapshot, event) => {
    const { pointerInside, focusInside } = snapshot.context;
    if (event.type === 'sideBar.pointerEntered') return !pointerInside;
    if (event.type === 'sideBar.pointerLeft') return pointerInside;
    if (event.type === 'sideBar.focusLeft') return focusInside;
    return true;
  },
  unreachable: [
    {
      rule: 'a desktop window 1280 px wide starts in the desktop layout',
      applies: (project) => project.device.id === 'desktop',
      items: ['sideBar.deciding —always [startsMobile]→ sideBar.mobile'],
    },
    {
      rule: 'a desktop window 700 px wide starts in the mobile layout',
      applies: (project) => project.device.id === 'narrow',
      items: ['sideBar.deciding —always→ sideBar.desktop'],
    },
    {
      rule: 'a phone or tablet is always in the mobile view: its layout never changes, and the desktop bar (pointer and keyboard focus expanding it) never shows',
      applies: (project) => !isResizable(project),
      items: ['sideBar.desktop', 'layout.changed'],
    },
  ],
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.pointerInside, snapshot.context.focusInside]),
  describe: (event: VisitorEvent) => {
    switch (event.type) {
      case 'sideBar.pointerEntered':
        return 'move the pointer onto the side bar';
      case 'sideBar.pointerLeft':
        return 'move the pointer off the side bar';
      case 'sideBar.focusEntered':
        return 'Tab into the side bar';
      case 'sideBar.focusLeft':
        return 'Shift+Tab out of the side bar';
      case 'sideBar.toggle':
        return 'press the menu button';
      case 'sideBar.close':
        return event.via === 'escape' ? 'press Escape' : 'tap beside the menu';
      case 'sideBar.itemChosen':
        return 'choose the other page in the menu';
      case 'layout.changed':
        return `resize the window to ${windowFor(event.layout).width} px wide`;
    }
  },
  act: (context): Action[] => {
    const event = eventOf(context);
    switch (event.type) {
      case 'sideBar.pointerEntered':
        return [{ kind: 'pointerEnter', target: NAV, says: 'Move the pointer onto the side bar' }];
      case 'sideBar.pointerLeft':
        return [
          {
            kind: 'pointerLeave',
            target: NAV,
            says: 'Move the pointer off the side bar, to the other side of the window',
          },
        ];
      case 'sideBar.focusEntered':
        return stateBefore(context).context.focusInside
          ? [{ kind: 'press', key: 'Tab', says: 'Press Tab to move on to the next item' }]
          : [
              {
                kind: 'tabUntil',
                target: NAV,
                inside: true,
                shift: false,
                says: 'Press Tab until an item of the side bar has focus',
              },
            ];
      case 'sideBar.focusLeft':
        return [
          {
            kind: 'tabUntil',
            target: NAV,
            inside: false,
            shift: true,
            says: 'Press Shift+Tab until focus has left the side bar',
          },
        ];
      case 'sideBar.toggle': {
        const open = barsAlong(context)[context.index - 1] === 'open';
        return [
          { kind: 'click', target: MENU_BUTTON, says: click(context.project, menuButton(open)) },
        ];
      }
      case 'sideBar.close':
        return event.via === 'escape'
          ? [{ kind: 'press', key: 'Escape', says: pressEscape(context.project) }]
          : [
              {
                kind: 'click',
                target: OVERLAY,
                position: BESIDE_DRAWER,
                says: click(context.project, 'the dimmed page to the right of the menu'),
              },
            ];
      case 'sideBar.itemChosen': {
        const to = chosenPage(context);
        const label = itemLabel(context, to);
        return [
          {
            kind: 'click',
            target: { css: `${NAV.css} a[href="${to}"]`, label: `the menu item ${quoted(label)}` },
            says: click(context.project, `${quoted(label)} in the menu`),
          },
        ];
      }
      case 'layout.changed': {
        const { width, height } = windowFor(event.layout);
        return [
          {
            kind: 'resize',
            width,
            height,
            says: `Drag the window's right edge to resize it to ${width} × ${height} px (${event.layout === 'mobile' ? 'narrower than 768 px' : '768 px or wider'})`,
          },
          {
            kind: 'wait',
            ms: DELAYS.resizeDebounce,
            says: `Wait ${DELAYS.resizeDebounce} ms for the page to follow the new width`,
          },
        ];
      }
    }
  },
  urlAfter: (context) =>
    eventOf(context).type === 'sideBar.itemChosen' ? chosenPage(context) : context.currentUrl,
  expect: (context): Check[] => {
    const bars = barsAlong(context);
    const bar = bars[context.index]!;
    const m = context.messages;
    const common: Check[] = [
      { kind: 'path', path: context.currentUrl, says: addressIs(context.currentUrl) },
      {
        kind: 'attribute',
        target: NAV,
        name: 'aria-label',
        value: m['nav.label'],
        for: 'person',
        says: namedForScreenReaders('the side bar', m['nav.label']),
      },
      ...readingDirectionChecks(context.currentUrl),
    ];

    if (bar === 'collapsed' || bar === 'expanded') {
      const expanded = bar === 'expanded';
      return [
        ...common,
        {
          kind: 'attribute',
          target: HTML,
          name: 'data-layout',
          value: 'desktop',
          says: pageLayout('desktop'),
        },
        {
          kind: 'attribute',
          target: NAV,
          name: 'data-state',
          value: expanded ? 'expanded' : 'collapsed',
          says: `The side bar is marked ${expanded ? 'expanded' : 'collapsed'}`,
        },
        {
          kind: 'css',
          target: NAV,
          property: 'width',
          value: `${expanded ? BAR_PX.expanded : BAR_PX.collapsed}px`,
          says: `The side bar is ${expanded ? BAR_PX.expanded : BAR_PX.collapsed} px wide`,
        },
        expanded
          ? {
              kind: 'css',
              target: FIRST_LABEL,
              property: 'position',
              value: 'static',
              for: 'person',
              says: 'The side bar is wide, over the page: its items show their labels beside their icons',
            }
          : {
              kind: 'css',
              target: FIRST_LABEL,
              property: 'clip',
              value: CLIPPED,
              for: 'person',
              says: 'The side bar is narrow: its items show icons only, no labels',
            },
        {
          kind: 'css',
          target: MENU_BUTTON,
          property: 'display',
          value: 'none',
          for: 'person',
          says: 'There is no menu button',
        },
        {
          kind: 'css',
          target: OVERLAY,
          property: 'display',
          value: 'none',
          for: 'person',
          says: pageDimmed(false),
        },
        {
          kind: 'attribute',
          target: MAIN,
          name: 'inert',
          value: null,
          says: contentUsable(true),
        },
      ];
    }

    const open = bar === 'open';
    const closedNow = !open && bars[context.index - 1] === 'open';
    const menuName = open ? m['nav.menu.close'] : m['nav.menu.open'];
    const focus: Check[] = open
      ? [
          {
            kind: 'focused',
            target: FIRST_ITEM,
            says: keyboardFocusOn(`the first item of the menu, ${quoted(firstItemLabel(context))}`),
          },
        ]
      : !closedNow
        ? []
        : eventOf(context).type === 'sideBar.itemChosen'
          ? [{ kind: 'focused', target: MAIN, says: keyboardFocusOn('the new page') }]
          : [{ kind: 'focused', target: MENU_BUTTON, says: keyboardFocusOn('the menu button') }];
    return [
      ...common,
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-layout',
        value: 'mobile',
        says: pageLayout('mobile'),
      },
      {
        kind: 'attribute',
        target: NAV,
        name: 'data-state',
        value: open ? 'open' : 'closed',
        says: `The menu is marked ${open ? 'open' : 'closed'}`,
      },
      {
        kind: 'css',
        target: NAV,
        property: 'visibility',
        value: open ? 'visible' : 'hidden',
        for: 'person',
        says: open ? 'The menu is shown over the page, below the top bar' : 'The menu is hidden',
      },
      ...(open
        ? [
            {
              kind: 'css',
              target: FIRST_LABEL,
              property: 'position',
              value: 'static',
              for: 'person',
              says: 'The menu items show their labels beside their icons',
            } as const,
          ]
        : []),
      {
        kind: 'visible',
        target: MENU_BUTTON,
        visible: true,
        says: `The menu button is shown at the top left, as ${open ? 'a cross (✕)' : 'three lines (☰)'}`,
      },
      {
        kind: 'attribute',
        target: MENU_BUTTON,
        name: 'aria-expanded',
        value: String(open),
        says: `The menu button is marked as ${open ? 'expanded' : 'collapsed'}`,
      },
      {
        kind: 'attribute',
        target: MENU_BUTTON,
        name: 'aria-controls',
        value: SIDE_BAR_ID,
        says: 'The menu button is marked as controlling the side bar',
      },
      {
        kind: 'name',
        target: MENU_BUTTON,
        name: menuName,
        says: namedForScreenReaders('the menu button', menuName),
      },
      {
        kind: 'attribute',
        target: OVERLAY,
        name: 'data-state',
        value: open ? 'open' : 'closed',
        for: 'person',
        says: pageDimmed(open),
      },
      {
        kind: 'attribute',
        target: MAIN,
        name: 'inert',
        value: open ? '' : null,
        says: contentUsable(!open),
      },
      ...focus,
    ];
  },
};

import { assign, fromCallback, setup } from 'xstate';
import { type Layout } from './constants';

export interface SideBarInput {
  layout: Layout;
}

export interface SideBarContext {
  initialLayout: Layout;
  pointerInside: boolean;
  focusInside: boolean;
}

export type SideBarEvent =
  | { type: 'sideBar.pointerEntered' }
  | { type: 'sideBar.pointerLeft' }
  | { type: 'sideBar.focusEntered' }
  | { type: 'sideBar.focusLeft' }
  | { type: 'sideBar.toggle' }
  | { type: 'sideBar.close' }
  | { type: 'sideBar.itemChosen' }
  | { type: 'layout.changed'; layout: Layout };

export const sideBarMachine = setup({
  types: {
    input: {} as SideBarInput,
    context: {} as SideBarContext,
    events: {} as SideBarEvent,
  },
  actions: {
    /** Return keyboard focus to the menu button after the drawer closes. */
    focusMenuButton: () => {},
    /** Move keyboard focus into the drawer when it opens. */
    focusFirstItem: () => {},
    notePointerInside: assign({ pointerInside: true }),
    notePointerOutside: assign({ pointerInside: false }),
    noteFocusInside: assign({ focusInside: true }),
    noteFocusOutside: assign({ focusInside: false }),
    forgetPresence: assign({ pointerInside: false, focusInside: false }),
  },
  actors: {
    /** Reports `sideBar.close` when Escape is pressed. */
    escapeKeyListener: fromCallback<SideBarEvent>(() => {}),
  },
  guards: {
    startsMobile: ({ context }) => context.initialLayout === 'mobile',
    isMobileLayout: ({ event }) => event.type === 'layout.changed' && event.layout === 'mobile',
    isDesktopLayout: ({ event }) => event.type === 'layout.changed' && event.layout === 'desktop',
    focusStillInside: ({ context }) => context.focusInside,
    pointerStillInside: ({ context }) => context.pointerInside,
  },
}).createMachine({
  id: 'sideBar',
  description:
    'The side navigation. Desktop: a 4rem bar that expands to 16rem while the pointer or keyboard focus is in it. Mobile: a drawer behind the menu button.',
  context: ({ input }) => ({
    initialLayout: input.layout,
    pointerInside: false,
    focusInside: false,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsMobile', target: 'mobile' }, { target: 'desktop' }],
    },
    desktop: {
      initial: 'collapsed',
      on: {
        'layout.changed': {
          guard: 'isMobileLayout',
          target: 'mobile',
          actions: 'forgetPresence',
          description: 'A change of effective view mode resets the bar.',
        },
      },
      states: {
        collapsed: {
          description: 'Icons only, 4rem wide.',
          on: {
            'sideBar.pointerEntered': { target: 'expanded', actions: 'notePointerInside' },
            'sideBar.focusEntered': { target: 'expanded', actions: 'noteFocusInside' },
          },
        },
        expanded: {
          description: 'Icons and labels, 16rem wide, over the page.',
          on: {
            'sideBar.pointerEntered': { actions: 'notePointerInside' },
            'sideBar.focusEntered': { actions: 'noteFocusInside' },
            'sideBar.pointerLeft': [
              {
                guard: 'focusStillInside',
                actions: 'notePointerOutside',
                description: 'Keyboard focus is still in the bar: stay expanded.',
              },
              { target: 'collapsed', actions: 'notePointerOutside' },
            ],
            'sideBar.focusLeft': [
              {
                guard: 'pointerStillInside',
                actions: 'noteFocusOutside',
                description: 'The pointer is still over the bar: stay expanded.',
              },
              { target: 'collapsed', actions: 'noteFocusOutside' },
            ],
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      on: {
        'layout.changed': {
          guard: 'isDesktopLayout',
          target: 'desktop',
          actions: 'forgetPresence',
          description: 'A change of effective view mode resets the bar.',
        },
      },
      states: {
        closed: {
          description: 'Hidden; only the menu button shows.',
          on: { 'sideBar.toggle': 'open' },
        },
        open: {
          description: 'The drawer is over the page, behind it a dimmed overlay.',
          entry: 'focusFirstItem',
          invoke: { src: 'escapeKeyListener' },
          on: {
            'sideBar.toggle': { target: 'closed', actions: 'focusMenuButton' },
            'sideBar.close': {
              target: 'closed',
              actions: 'focusMenuButton',
              description: 'The overlay was tapped or Escape was pressed.',
            },
            'sideBar.itemChosen': {
              target: 'closed',
              actions: 'focusMenuButton',
              description: 'Choosing an item navigates and closes the drawer.',
            },
          },
        },
      },
    },
  },
});

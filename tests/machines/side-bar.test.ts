import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Layout } from '../../machines/constants';
import { sideBarMachine, type SideBarEvent } from '../../machines/side-bar.machine';

/** The pointer and keyboard focus entering and leaving the desktop bar. */
type PresenceEvent = Extract<
  SideBarEvent,
  { type: `sideBar.${'pointer' | 'focus'}${'Entered' | 'Left'}` }
>;

/** Starts the side bar with spies on its focus actions and a recording Escape listener. */
function startSideBar(layout: Layout) {
  const focusMenuButton = vi.fn();
  const focusFirstItem = vi.fn();
  const escape = {
    started: 0,
    stopped: 0,
    press: undefined as (() => void) | undefined,
  };
  const machine = sideBarMachine.provide({
    actions: { focusMenuButton, focusFirstItem },
    actors: {
      escapeKeyListener: fromCallback<SideBarEvent>(({ sendBack }) => {
        escape.started += 1;
        escape.press = () => sendBack({ type: 'sideBar.close' });
        return () => {
          escape.stopped += 1;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { layout } }).start();
  const is = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    actor.getSnapshot().matches(state);
  return { actor, is, escape, focusMenuButton, focusFirstItem };
}

describe('sideBarMachine', () => {
  describe('on desktop', () => {
    it.each<{
      does: string;
      events: Array<PresenceEvent['type']>;
      shows: 'collapsed' | 'expanded';
    }>([
      { does: 'starts collapsed', events: [], shows: 'collapsed' },
      {
        does: 'expands while the pointer is over it',
        events: ['sideBar.pointerEntered'],
        shows: 'expanded',
      },
      {
        does: 'collapses when the pointer leaves',
        events: ['sideBar.pointerEntered', 'sideBar.pointerLeft'],
        shows: 'collapsed',
      },
      {
        does: 'expands when keyboard focus enters it',
        events: ['sideBar.focusEntered'],
        shows: 'expanded',
      },
      {
        does: 'collapses when keyboard focus leaves',
        events: ['sideBar.focusEntered', 'sideBar.focusLeft'],
        shows: 'collapsed',
      },
      {
        does: 'stays expanded when the pointer leaves while focus is inside',
        events: ['sideBar.focusEntered', 'sideBar.pointerEntered', 'sideBar.pointerLeft'],
        shows: 'expanded',
      },
      {
        does: 'collapses once focus also leaves after the pointer has gone',
        events: [
          'sideBar.pointerEntered',
          'sideBar.focusEntered',
          'sideBar.pointerLeft',
          'sideBar.focusLeft',
        ],
        shows: 'collapsed',
      },
      {
        does: 'stays expanded when focus leaves while the pointer is over it',
        events: ['sideBar.pointerEntered', 'sideBar.focusEntered', 'sideBar.focusLeft'],
        shows: 'expanded',
      },
    ])('$does', ({ events, shows }) => {
      const { actor, is } = startSideBar('desktop');

      for (const type of events) actor.send({ type });

      expect(is({ desktop: shows })).toBe(true);
    });

    it('never listens for Escape', () => {
      const { actor, escape } = startSideBar('desktop');

      actor.send({ type: 'sideBar.pointerEntered' });
      actor.send({ type: 'sideBar.focusEntered' });

      expect(escape.started).toBe(0);
    });
  });

  describe('on mobile', () => {
    it('starts closed', () => {
      const { is } = startSideBar('mobile');

      expect(is({ mobile: 'closed' })).toBe(true);
    });

    it('opens from the menu button and moves focus into the drawer', () => {
      const { actor, is, focusFirstItem } = startSideBar('mobile');

      actor.send({ type: 'sideBar.toggle' });

      expect(is({ mobile: 'open' })).toBe(true);
      expect(focusFirstItem).toHaveBeenCalledTimes(1);
    });

    it.each<[string, 'sideBar.toggle' | 'sideBar.close' | 'sideBar.itemChosen']>([
      ['the menu button is pressed again', 'sideBar.toggle'],
      ['the overlay is tapped', 'sideBar.close'],
      ['an item is chosen', 'sideBar.itemChosen'],
    ])('closes when %s, and asks for focus back on the menu button', (_, type) => {
      const { actor, is, focusMenuButton } = startSideBar('mobile');
      actor.send({ type: 'sideBar.toggle' });

      actor.send({ type });

      expect(is({ mobile: 'closed' })).toBe(true);
      expect(focusMenuButton).toHaveBeenCalledTimes(1);
    });

    it('does not open when the pointer passes over the bar', () => {
      const { actor, is, focusFirstItem } = startSideBar('mobile');

      actor.send({ type: 'sideBar.pointerEntered' });
      actor.send({ type: 'sideBar.focusEntered' });

      expect(is({ mobile: 'closed' })).toBe(true);
      expect(focusFirstItem).not.toHaveBeenCalled();
    });

    it('listens for Escape only while the drawer is open', () => {
      const { actor, escape } = startSideBar('mobile');

      expect(escape.started).toBe(0);

      actor.send({ type: 'sideBar.toggle' });

      expect(escape).toMatchObject({ started: 1, stopped: 0 });

      actor.send({ type: 'sideBar.close' });

      expect(escape).toMatchObject({ started: 1, stopped: 1 });
    });

    it('closes the drawer when Escape is pressed', () => {
      const { actor, is, escape, focusMenuButton } = startSideBar('mobile');
      actor.send({ type: 'sideBar.toggle' });

      escape.press?.();

      expect(escape.press).toBeDefined();
      expect(is({ mobile: 'closed' })).toBe(true);
      expect(focusMenuButton).toHaveBeenCalledTimes(1);
      expect(escape.stopped).toBe(1);
    });
  });

  describe('when the layout changes', () => {
    it('turns an expanded desktop bar into a closed drawer', () => {
      const { actor, is, focusFirstItem } = startSideBar('desktop');
      actor.send({ type: 'sideBar.pointerEntered' });

      actor.send({ type: 'layout.changed', layout: 'mobile' });

      expect(is({ mobile: 'closed' })).toBe(true);
      expect(focusFirstItem).not.toHaveBeenCalled();
    });

    it('forgets where the pointer and focus were', () => {
      const { actor, is } = startSideBar('desktop');
      actor.send({ type: 'sideBar.focusEntered' });
      actor.send({ type: 'layout.changed', layout: 'mobile' });
      actor.send({ type: 'layout.changed', layout: 'desktop' });
      actor.send({ type: 'sideBar.pointerEntered' });

      actor.send({ type: 'sideBar.pointerLeft' });

      expect(is({ desktop: 'collapsed' })).toBe(true);
    });

    it('turns an open drawer into a collapsed desktop bar and stops listening for Escape', () => {
      const { actor, is, escape } = startSideBar('mobile');
      actor.send({ type: 'sideBar.toggle' });

      actor.send({ type: 'layout.changed', layout: 'desktop' });

      expect(is({ desktop: 'collapsed' })).toBe(true);
      expect(escape).toMatchObject({ started: 1, stopped: 1 });
    });
  });
});

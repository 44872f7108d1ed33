import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type EventObject } from 'xstate';
import { SYSTEM_IDS } from '../../machines/system';
import {
  viewModeSwitcherMachine,
  type ViewModeSwitcherEvent,
} from '../../machines/view-mode-switcher.machine';

/**
 * The switcher in an actor system beside a stand-in for the view-mode actor, which records the
 * events it receives; the focus actions are spies.
 */
function startSwitcher({ paintLater = false } = {}) {
  const viewModeReceived: EventObject[] = [];
  // The browser's `framePainted` reports after the next paint; here a test says when.
  let paint = () => {};
  const framePainted = fromCallback<ViewModeSwitcherEvent>(({ sendBack }) => {
    const painted = () => sendBack({ type: 'switcher.painted' });
    if (paintLater) paint = painted;
    else painted();
  });
  const focusCheckedChoice = vi.fn();
  const focusSwitcherButton = vi.fn();
  const recorder = fromCallback<EventObject, EventObject[]>(({ input, receive }) => {
    receive((event) => input.push(event));
  });
  const system = setup({
    types: { children: {} as { switcher: 'switcher' } },
    actors: {
      switcher: viewModeSwitcherMachine.provide({
        actions: { focusCheckedChoice, focusSwitcherButton },
        actors: { framePainted },
      }),
      recorder,
    },
  }).createMachine({
    invoke: [
      { src: 'switcher', id: 'switcher' },
      { src: 'recorder', systemId: SYSTEM_IDS.viewMode, input: viewModeReceived },
    ],
  });
  const root = createActor(system).start();
  const actor = root.getSnapshot().children.switcher;
  if (!actor) throw new Error('the switcher actor did not start');
  const state = () => actor.getSnapshot().value;
  return {
    actor,
    state,
    viewModeReceived,
    focusCheckedChoice,
    focusSwitcherButton,
    paint: () => paint(),
  };
}

describe('viewModeSwitcherMachine', () => {
  it('starts closed, and its button opens and closes it', () => {
    const { actor, state } = startSwitcher();
    expect(state()).toBe('closed');

    actor.send({ type: 'switcher.toggle' });
    expect(state()).toBe('open');
    actor.send({ type: 'switcher.toggle' });
    expect(state()).toBe('closed');
  });

  it('closes on Escape or a press outside, and does not open by them', () => {
    const { actor, state } = startSwitcher();
    actor.send({ type: 'switcher.close' });
    expect(state()).toBe('closed');

    actor.send({ type: 'switcher.toggle' });
    actor.send({ type: 'switcher.close' });
    expect(state()).toBe('closed');
  });

  it('passes a choice on to the view mode and closes', () => {
    const { actor, state, viewModeReceived } = startSwitcher();
    actor.send({ type: 'switcher.toggle' });

    actor.send({ type: 'switcher.choose', mode: 'desktop' });

    expect(state()).toBe('closed');
    expect(viewModeReceived).toEqual([{ type: 'viewMode.select', mode: 'desktop' }]);
  });

  it('closes at once on a choice, and passes it on only once that frame is painted', () => {
    const { actor, state, viewModeReceived, focusSwitcherButton, paint } = startSwitcher({
      paintLater: true,
    });
    actor.send({ type: 'switcher.toggle' });

    actor.send({ type: 'switcher.choose', mode: 'desktop' });

    expect(actor.getSnapshot().matches('open')).toBe(false);
    expect(focusSwitcherButton).toHaveBeenCalledTimes(1);
    expect(viewModeReceived).toEqual([]);
    // A press on the button before the paint does not reopen it or lose the choice.
    actor.send({ type: 'switcher.toggle' });
    paint();
    expect(state()).toBe('closed');
    expect(viewModeReceived).toEqual([{ type: 'viewMode.select', mode: 'desktop' }]);
    expect(actor.getSnapshot().context.choice).toBeNull();
  });

  it('passes nothing on from a closed switcher', () => {
    const { actor, viewModeReceived } = startSwitcher();

    actor.send({ type: 'switcher.choose', mode: 'mobile' });

    expect(viewModeReceived).toEqual([]);
  });

  it('focuses the checked choice on opening and gives focus back to its button on closing', () => {
    const { actor, focusCheckedChoice, focusSwitcherButton } = startSwitcher();

    actor.send({ type: 'switcher.toggle' });
    expect(focusCheckedChoice).toHaveBeenCalledTimes(1);
    expect(focusSwitcherButton).not.toHaveBeenCalled();
    actor.send({ type: 'switcher.choose', mode: 'auto' });
    expect(focusSwitcherButton).toHaveBeenCalledTimes(1);
  });

  it('started alone, with no view mode beside it, still closes on a choice', () => {
    const actor = createActor(viewModeSwitcherMachine).start();
    actor.send({ type: 'switcher.toggle' });

    actor.send({ type: 'switcher.choose', mode: 'mobile' });

    expect(actor.getSnapshot().value).toBe('closed');
  });
});

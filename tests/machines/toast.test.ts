import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, SimulatedClock, type EventObject } from 'xstate';
import { SYSTEM_IDS } from '../../machines/system';
import { toastMachine, type ToastAction, type ToastContent } from '../../machines/toast.machine';

/** SPEC §toasts: a toast closes after 5 s; a dismissed one is removed 1,000,000 ms later. */
const TOAST_MS = 5000;
const REMOVE_MS = 1_000_000;

const saved: ToastContent = { title: 'toast.saved.title', description: 'toast.saved.description' };
const undo: ToastAction = {
  label: 'toast.undo',
  altText: 'toast.undo.alt',
  to: SYSTEM_IDS.viewMode,
  event: { type: 'viewMode.revert', mode: 'auto' },
};
const undoable: ToastContent = { title: 'toast.viewMode.title', action: undo };

/**
 * The toast machine in an actor system beside stand-ins for the view-mode and side-bar actors,
 * which record the events they receive (a toast's action is sent to the one it names).
 */
function startToasts() {
  const clock = new SimulatedClock();
  const viewModeReceived: EventObject[] = [];
  const sideBarReceived: EventObject[] = [];
  const recorder = fromCallback<EventObject, EventObject[]>(({ input, receive }) => {
    receive((event) => input.push(event));
  });
  const system = setup({
    types: { children: {} as { toast: 'toast' } },
    actors: { toast: toastMachine, recorder },
  }).createMachine({
    invoke: [
      { src: 'toast', id: 'toast' },
      { src: 'recorder', systemId: SYSTEM_IDS.viewMode, input: viewModeReceived },
      { src: 'recorder', systemId: SYSTEM_IDS.sideBar, input: sideBarReceived },
    ],
  });
  const root = createActor(system, { clock }).start();
  const actor = root.getSnapshot().children.toast;
  if (!actor) throw new Error('the toast actor did not start');
  const toast = () => actor.getSnapshot().context.toast;
  /** Adds a toast, which its view has not shown yet, and returns its id. */
  const add = (content: ToastContent) => {
    actor.send({ type: 'toast.show', toast: content });
    const added = toast();
    if (added === null) throw new Error('toast.show did not add a toast');
    return added.id;
  };
  /** Adds a toast and has its view show it, as the app's view does a render later; returns its id. */
  const show = (content: ToastContent) => {
    const id = add(content);
    actor.send({ type: 'toast.shown', id });
    return id;
  };
  /** Advances the clock: the toast is still open 1 ms before `ms` from now, and closed at `ms`. */
  const expectClosesAfter = (ms: number) => {
    clock.increment(ms - 1);
    expect(toast()?.open).toBe(true);
    clock.increment(1);
    expect(toast()?.open).toBe(false);
  };
  return { actor, clock, toast, add, show, expectClosesAfter, viewModeReceived, sideBarReceived };
}

describe('toastMachine', () => {
  it('starts with no toast', () => {
    const { toast } = startToasts();

    expect(toast()).toBeNull();
  });

  it('shows a toast open with its content', () => {
    const { actor, toast } = startToasts();

    actor.send({ type: 'toast.show', toast: saved });

    expect(toast()).toMatchObject({ ...saved, open: true });
    expect(toast()?.id).toEqual(expect.any(String));
  });

  it('gives a toast the default variant when none is asked for', () => {
    const { show, toast } = startToasts();

    show(saved);

    expect(toast()?.variant).toBe('default');
  });

  it('keeps the destructive variant', () => {
    const { show, toast } = startToasts();

    show({ ...saved, variant: 'destructive' });

    expect(toast()?.variant).toBe('destructive');
  });

  it('replaces the current toast with a new one under a new id', () => {
    const { show, toast } = startToasts();
    const first = show(saved);

    const second = show(undoable);

    expect(second).not.toBe(first);
    expect(toast()).toMatchObject({ id: second, title: undoable.title, open: true });
  });

  it('closes the toast on dismiss but keeps it for its exit animation', () => {
    const { actor, show, toast } = startToasts();
    const id = show(saved);

    actor.send({ type: 'toast.dismiss', id });

    expect(toast()).toMatchObject({ id, open: false });
  });

  it('dismisses the current toast when no id is given', () => {
    const { actor, show, toast } = startToasts();
    show(saved);

    actor.send({ type: 'toast.dismiss' });

    expect(toast()?.open).toBe(false);
  });

  it('ignores a dismiss for a toast that has been replaced', () => {
    const { actor, show, toast } = startToasts();
    const stale = show(saved);
    const current = show(undoable);

    actor.send({ type: 'toast.dismiss', id: stale });

    expect(toast()).toMatchObject({ id: current, open: true });
  });

  it('removes a dismissed toast 1,000,000 ms after dismissal, not before', () => {
    const { actor, clock, show, toast } = startToasts();
    const id = show(saved);
    actor.send({ type: 'toast.dismiss', id });

    clock.increment(REMOVE_MS - 1);

    expect(toast()).toMatchObject({ id, open: false });

    clock.increment(1);

    expect(toast()).toBeNull();
  });

  describe('timing', () => {
    it('closes by itself 5000 ms after it is shown, not at 4999 ms', () => {
      const { show, expectClosesAfter } = startToasts();
      show(saved);

      expectClosesAfter(TOAST_MS);
    });

    it('counts its 5000 ms from when its view has shown it, not from when it was added', () => {
      const { actor, clock, add, toast, expectClosesAfter } = startToasts();
      const id = add(saved);
      clock.increment(TOAST_MS * 2);

      expect(toast()?.open).toBe(true);

      actor.send({ type: 'toast.shown', id });
      expectClosesAfter(TOAST_MS);
    });

    it('ignores the view showing a toast that has been replaced', () => {
      const { actor, clock, add, toast } = startToasts();
      const stale = add(saved);
      add(undoable);

      actor.send({ type: 'toast.shown', id: stale });
      clock.increment(TOAST_MS);

      expect(toast()).toMatchObject({ title: undoable.title, open: true });
    });

    it('removes an auto-closed toast 1,000,000 ms after it closed', () => {
      const { clock, show, toast } = startToasts();
      show(saved);
      clock.increment(TOAST_MS);

      clock.increment(REMOVE_MS - 1);

      expect(toast()).not.toBeNull();

      clock.increment(1);

      expect(toast()).toBeNull();
    });

    it('restarts the clock for a toast that replaces another', () => {
      const { clock, show, expectClosesAfter } = startToasts();
      show(saved);
      clock.increment(TOAST_MS - 1000);
      show(undoable);

      expectClosesAfter(TOAST_MS);
    });

    it('stays open while paused', () => {
      const { actor, clock, show, toast } = startToasts();
      show(saved);
      clock.increment(1000);

      actor.send({ type: 'toast.pause' });
      clock.increment(TOAST_MS * 10);

      expect(toast()?.open).toBe(true);
    });

    it('restarts the clock on resume', () => {
      const { actor, clock, show, expectClosesAfter } = startToasts();
      show(saved);
      clock.increment(TOAST_MS - 1000);
      actor.send({ type: 'toast.pause' });
      clock.increment(TOAST_MS);

      actor.send({ type: 'toast.resume' });
      expectClosesAfter(TOAST_MS);
    });
  });

  describe('the toast action', () => {
    it("sends the action's event to the actor it names and dismisses the toast", () => {
      const { actor, show, toast, viewModeReceived, sideBarReceived } = startToasts();
      const id = show(undoable);

      actor.send({ type: 'toast.actionTaken' });

      expect(viewModeReceived).toEqual([{ type: 'viewMode.revert', mode: 'auto' }]);
      expect(sideBarReceived).toEqual([]);
      expect(toast()).toMatchObject({ id, open: false });
    });

    it('sends to whichever actor the toast was given, not always the view mode', () => {
      const { actor, show, viewModeReceived, sideBarReceived } = startToasts();
      show({
        title: 'toast.saved.title',
        action: {
          label: 'toast.open',
          altText: 'toast.open.alt',
          to: SYSTEM_IDS.sideBar,
          event: { type: 'sideBar.toggle' },
        },
      });

      actor.send({ type: 'toast.actionTaken' });

      expect(sideBarReceived).toEqual([{ type: 'sideBar.toggle' }]);
      expect(viewModeReceived).toEqual([]);
    });

    it('closes the toast even when the actor it names is not in the system', () => {
      const { actor, show, toast } = startToasts();
      const id = show({ ...undoable, action: { ...undo, to: SYSTEM_IDS.language } });

      actor.send({ type: 'toast.actionTaken' });

      expect(toast()).toMatchObject({ id, open: false });
    });

    it('does nothing for a toast without an action', () => {
      const { actor, show, toast, viewModeReceived } = startToasts();
      show(saved);

      actor.send({ type: 'toast.actionTaken' });

      expect(viewModeReceived).toEqual([]);
      expect(toast()?.open).toBe(true);
    });

    it('does not run the action of a toast that is already dismissed', () => {
      const { actor, show, viewModeReceived } = startToasts();
      const id = show(undoable);
      actor.send({ type: 'toast.dismiss', id });

      actor.send({ type: 'toast.actionTaken' });

      expect(viewModeReceived).toEqual([]);
    });
  });
});

import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

import { toastMachine, type ToastContent, type ToastEvent } from '../../machines/toast.machine';
import { isMessageKey } from '../../src/i18n';
import {
  PAGES,
  WIDE,
  delayOf,
  elapse,
  eventsFrom,
  expectToastRegionName,
  languageToggle,
  pathsCoveringTransitions,
  recordCoverage,
  renderApp,
  reportCoverageAfterAll,
  shownToast,
  titled,
  withoutPrefixes,
  toastRegion,
  setUpApp,
  runOnSimulatedClock,
  type RenderedApp,
  type Visit,
} from './harness';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

const coverage = recordCoverage(toastMachine);
reportCoverageAfterAll(coverage);
runOnSimulatedClock();
setUpApp({ pages: [...PAGES] });

/** The two toasts the app shows: a view-mode change (with Undo) and a storage failure. */
const VIEW_MODE_TOAST: ToastContent = {
  title: 'toast.viewMode.title',
  description: 'toast.viewMode.mobile',
  action: {
    label: 'toast.viewMode.undo',
    altText: 'toast.viewMode.undoAlt',
    intent: { type: 'viewMode.revert', mode: 'desktop' },
  },
};
const STORAGE_TOAST: ToastContent = {
  title: 'toast.storage.title',
  description: 'toast.storage.description',
  variant: 'destructive',
};
/** `toast.update` has no UI; this text is not a message key, so it is shown as given. */
const UPDATED_DESCRIPTION = 'Updated while open';

/**
 * The machine has `after` timers, so `createTestModel` refuses it: a plain `TestModel` over the
 * machine itself (its one effect, `runToastAction`, is a no-op until the app provides it).
 * Toast ids come from a counter in the context; the state is serialised without it (by kind,
 * openness and whether it was updated), so showing a toast again reaches a known state.
 */
const model = new TestModel(toastMachine, {
  events: (snapshot: ToastSnapshot) => {
    const id = snapshot.context.toast?.id;
    const targeted: ToastEvent[] = id
      ? [
          { type: 'toast.update', id, toast: { description: UPDATED_DESCRIPTION } },
          { type: 'toast.dismiss', id },
          { type: 'toast.remove', id },
        ]
      : [];
    return eventsFrom<ToastEvent>([
      { type: 'toast.show', toast: VIEW_MODE_TOAST },
      { type: 'toast.show', toast: STORAGE_TOAST },
      { type: 'toast.pause' },
      { type: 'toast.resume' },
      { type: 'toast.actionTaken' },
      ...targeted,
    ])(snapshot);
  },
  serializeState: (snapshot) => {
    const { toast } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      toast && {
        title: toast.title,
        open: toast.open,
        updated: toast.description === UPDATED_DESCRIPTION,
      },
    ]);
  },
});

/**
 * A desktop window with desktop stored: the switcher is shown, and choosing mobile or desktop
 * in it is how a visitor gets a toast with Undo.
 */
const start: { label: string; visit: Visit } = {
  label: 'A desktop window with desktop stored',
  visit: { path: PAGES[0], viewportWidth: WIDE, stored: { viewMode: 'desktop' } },
};

/** What the replay has done so far: the texts it made the app show, and where the pointer is. */
interface Replay {
  title: string;
  description: string;
  /** The pointer is over the notifications region (it moved there to pause a toast). */
  pointerOverToasts: boolean;
}

const currentToastId = (app: RenderedApp) => app.actors.toast.getSnapshot().context.toast?.id;

function execute(app: RenderedApp, event: ToastEvent, replay: Replay) {
  const m = app.messages();
  const translate = (key: string) => (isMessageKey(key) ? app.messages()[key] : key);
  // fireEvent.click on the toast's buttons: a click without pointer movement or focus (as a
  // screen reader's activation), so Radix's pause on hover/focus does not add a `toast.pause`
  // the path did not ask for. Pausing is driven on its own, by hovering the region.
  switch (event.type) {
    case 'toast.show': {
      // The pointer goes to the switcher or the language link, leaving the toasts if it was there.
      if (replay.pointerOverToasts) fireEvent.pointerLeave(toastRegion());
      replay.pointerOverToasts = false;
      if (event.toast.title === VIEW_MODE_TOAST.title) {
        // Choose the other fixed mode in the switcher; the app confirms it with a toast.
        const mode =
          app.actors.viewMode.getSnapshot().context.mode === 'mobile' ? 'mobile' : 'desktop';
        const next = mode === 'mobile' ? 'desktop' : 'mobile';
        const group = document.querySelector<HTMLElement>('[role="radiogroup"]');
        fireEvent.click(within(group!).getByLabelText(m[`viewMode.${next}`]));
        Object.assign(replay, {
          title: translate('toast.viewMode.title'),
          description: translate(`toast.viewMode.${next}`),
        });
      } else {
        // The browser refuses to store the next preference (private mode, quota): switching the
        // language stores it, fails, and the app says so, once per visit.
        const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        });
        fireEvent.click(languageToggle(app));
        refuse.mockRestore();
        Object.assign(replay, {
          title: translate('toast.storage.title'),
          description: translate('toast.storage.description'),
        });
      }
      return;
    }
    case 'toast.update':
      // No UI updates a toast: sent to the actor, for the current toast.
      expect(currentToastId(app)).toBe(event.id);
      act(() => {
        app.actors.toast.send(event);
      });
      replay.description = translate(UPDATED_DESCRIPTION);
      return;
    case 'toast.remove':
      // No UI removes a toast (the app does it only after the removal delay): sent to the actor.
      expect(currentToastId(app)).toBe(event.id);
      act(() => {
        app.actors.toast.send(event);
      });
      return;
    case 'toast.dismiss':
      expect(currentToastId(app)).toBe(event.id);
      fireEvent.click(within(shownToast()!).getByRole('button', { name: m['toast.close'] }));
      return;
    case 'toast.actionTaken':
      fireEvent.click(
        within(shownToast()!).getByRole('button', { name: m['toast.viewMode.undo'] }),
      );
      return;
    case 'toast.pause':
      // The pointer moves over the notifications region (and stays there until it leaves).
      fireEvent.pointerMove(toastRegion());
      replay.pointerOverToasts = true;
      return;
    case 'toast.resume':
      fireEvent.pointerLeave(toastRegion());
      replay.pointerOverToasts = false;
      return;
    default:
      elapse(app.actors.toast, (event as { type: string }).type);
  }
}

const pendingDelays = (app: RenderedApp) =>
  Object.values(app.actors.toast.system.getSnapshot()._scheduledEvents).map((timer) =>
    delayOf(timer.event.type),
  );

/** What the visitor sees in each state of the toast machine. */
function expectToast(app: RenderedApp, snapshot: ToastSnapshot, replay: Replay) {
  const m = app.messages();
  expectToastRegionName(app);
  const toast = shownToast();
  if (!snapshot.matches('visible')) {
    expect(toast, 'no toast is shown').toBeNull();
    // A dismissed toast is removed from the machine after the removal delay.
    expect(pendingDelays(app)).toEqual(snapshot.matches('dismissed') ? ['toastRemoveDelay'] : []);
    return;
  }
  const content = snapshot.context.toast!;
  if (!toast) throw new Error('no toast is shown');
  expect(toast).toHaveAttribute('data-state', 'open');
  expect(toast).toHaveAttribute('data-variant', content.variant);
  expect(toast).toHaveTextContent(replay.title);
  expect(toast).toHaveTextContent(replay.description);
  expect(within(toast).getByRole('button', { name: m['toast.close'] })).toBeInTheDocument();
  const undo = within(toast).queryByRole('button', { name: m['toast.viewMode.undo'] });
  if (content.action) expect(undo).toBeInTheDocument();
  else expect(undo).toBeNull();
  // Counting down to close after toastDuration; paused, the clock stops.
  expect(pendingDelays(app)).toEqual(
    snapshot.matches({ visible: 'counting' }) ? ['toastDuration'] : [],
  );
}

/**
 * Radix keeps "the toasts are paused" in its provider, outside the machine, and only clears it
 * when the pointer or focus leaves the region. So besides every state and transition, the model
 * takes every way out of a paused toast other than resuming it, each followed by the shortest way
 * to pause a toast again.
 */
function pausedAgainPaths() {
  const serialize = model.options.serializeState!;
  const toPaused = model
    .getShortestPaths({ allowDuplicatePaths: true })
    .find((path) => path.state.matches({ visible: 'paused' }))!;
  const adjacency = model.getAdjacencyMap()[serialize(toPaused.state, undefined) as never]!;
  const leaving = Object.values(adjacency.transitions)
    .filter(
      ({ event, state }) => event.type !== 'toast.resume' && !state.matches({ visible: 'paused' }),
    )
    .map(({ event, state }) => ({
      state,
      steps: [...toPaused.steps, { state, event }],
      weight: toPaused.weight + 1,
    }));
  return leaving.map((head) => {
    const [again] = model
      .getShortestPaths({
        fromState: head.state,
        toState: (state) => state.matches({ visible: 'paused' }),
        allowDuplicatePaths: true,
      })
      .sort((a, b) => a.weight - b.weight);
    if (!again) throw new Error('a toast can always be paused again');
    return {
      state: again.state,
      steps: [...head.steps, ...again.steps.slice(1)],
      weight: head.weight + again.weight,
    };
  });
}

const paths = titled(
  start.label,
  withoutPrefixes([...pathsCoveringTransitions(toastMachine, model), ...pausedAgainPaths()]),
  {
    event: (event) => {
      if (event.type === 'toast.show')
        return event.toast.action
          ? 'toast.show(view mode changed, with Undo)'
          : 'toast.show(storage failed)';
      if (event.type === 'toast.update') return 'toast.update(description)';
      return undefined;
    },
  },
);

describe(start.label, () => {
  for (const { title, path } of paths) {
    const test = () => {
      const app = renderApp(start.visit, coverage);
      const replay: Replay = { title: '', description: '', pointerOverToasts: false };
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) execute(app, step.event, replay);
        expectToast(app, step.state, replay);
      }
      coverage.pathRun();
    };
    it(title, test);
  }
});

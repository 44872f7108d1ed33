import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app.machine';
import { viewModeSwitcherMachine } from '../../machines/view-mode-switcher.machine';
import { viewModeMachine, type ViewModeEvent } from '../../machines/view-mode.machine';
import { dictionaries } from '../../src/i18n';
import { desktopFacts } from '../support/devices';

const input = (viewportWidth: number): AppInput => ({
  language: { urlLanguage: 'en', storedLanguage: null },
  viewMode: { ...desktopFacts(), storedViewMode: null, viewportWidth },
});

/**
 * The app machine as written, or with the machines it starts invoked in the reverse order: the
 * same machines, so the same app, if none depends on another having started first.
 */
function appInvoking(order: 'as written' | 'reversed'): typeof appMachine {
  if (order === 'as written') return appMachine;
  const { running } = appMachine.config.states!;
  const invokes = [running!.invoke!].flat().reverse();
  return createMachine(
    { ...appMachine.config, states: { running: { ...running, invoke: invokes } } },
    appMachine.implementations,
  ) as unknown as typeof appMachine;
}

/** The app's actor system on a simulated clock; the viewport measures `width.current` px. */
function startApp(viewportWidth: number, order: 'as written' | 'reversed' = 'as written') {
  const clock = new SimulatedClock();
  const width = { current: viewportWidth };
  const machine = appInvoking(order).provide({
    actors: {
      viewMode: viewModeMachine.provide({
        actors: {
          measureViewport: fromCallback<ViewModeEvent>(({ sendBack }) => {
            sendBack({ type: 'viewport.measured', width: width.current });
          }),
        },
      }),
    },
  });
  const root = createActor(machine, { clock, input: input(viewportWidth) }).start();
  const { viewMode, sideBar, toast } = root.getSnapshot().children;
  if (!viewMode || !sideBar || !toast) throw new Error('the app machine did not start its actors');
  // The switcher joins the system as its view makes it (src/state/useViewModeSwitcher.ts).
  const viewModeSwitcher = createActor(viewModeSwitcherMachine, { parent: root }).start();
  /** The window is resized to `to` px and the resizing stops: 250 ms later it is measured. */
  const resize = (to: number) => {
    width.current = to;
    viewMode.send({ type: 'viewport.resized' });
    clock.increment(250);
  };
  return { viewMode, viewModeSwitcher, sideBar, toast, resize };
}

describe('the app actor system', () => {
  it('starts the side bar in the layout the view mode starts in', () => {
    const { sideBar } = startApp(375);

    expect(sideBar.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('resets the side bar when resizing changes the layout', () => {
    const { sideBar, resize } = startApp(1280);
    sideBar.send({ type: 'sideBar.pointerEntered' });

    resize(600);

    expect(sideBar.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('leaves the side bar alone when resizing keeps the layout', () => {
    const { sideBar, resize } = startApp(1280);
    sideBar.send({ type: 'sideBar.focusEntered' });

    resize(1024);

    expect(sideBar.getSnapshot().matches({ desktop: 'expanded' })).toBe(true);
  });

  it('resets the side bar when the visitor forces the mobile view on a wide window', () => {
    const { viewMode, sideBar } = startApp(1280);

    viewMode.send({ type: 'viewMode.select', mode: 'mobile' });

    expect(sideBar.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('confirms a chosen view mode with a toast whose Undo brings the previous one back', () => {
    const { viewMode, toast } = startApp(1280);

    viewMode.send({ type: 'viewMode.select', mode: 'desktop' });
    expect(toast.getSnapshot().context.toast).toMatchObject({
      title: 'toast.viewMode.title',
      description: 'toast.viewMode.desktop',
      open: true,
    });
    toast.send({ type: 'toast.actionTaken' });

    expect(viewMode.getSnapshot().context.mode).toBe('auto');
    expect(toast.getSnapshot().context.toast?.open).toBe(false);
  });

  it('passes a choice in the switcher to the view mode, which the side bar and the toast follow', () => {
    const { viewMode, viewModeSwitcher, sideBar, toast } = startApp(1280);

    viewModeSwitcher.send({ type: 'switcher.toggle' });
    viewModeSwitcher.send({ type: 'switcher.choose', mode: 'mobile' });

    expect(viewModeSwitcher.getSnapshot().value).toBe('closed');
    expect(viewMode.getSnapshot().context.mode).toBe('mobile');
    expect(sideBar.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
    expect(toast.getSnapshot().context.toast?.description).toBe('toast.viewMode.mobile');
  });

  it.each([375, 1280])(
    'starts and connects its machines alike whatever the order it invokes them in (%i px)',
    (viewportWidth) => {
      const states = (order: 'as written' | 'reversed') => {
        const app = startApp(viewportWidth, order);
        const started = [app.viewMode, app.viewModeSwitcher, app.sideBar, app.toast].map(
          (actor) => actor.getSnapshot().value,
        );
        app.viewModeSwitcher.send({ type: 'switcher.toggle' });
        app.viewModeSwitcher.send({ type: 'switcher.choose', mode: 'desktop' });
        app.resize(600);
        const after = [app.viewMode, app.sideBar, app.toast].map((actor) => ({
          value: actor.getSnapshot().value,
          context: actor.getSnapshot().context,
        }));
        return { started, after };
      };

      expect(states('reversed')).toEqual(states('as written'));
    },
  );

  it('writes the confirmation in message keys both languages translate', () => {
    const { viewMode, toast } = startApp(1280);
    viewMode.send({ type: 'viewMode.select', mode: 'mobile' });
    const shown = toast.getSnapshot().context.toast;
    const texts = [shown?.title, shown?.description, shown?.action?.label, shown?.action?.altText];

    for (const messages of [dictionaries.en, dictionaries.he]) {
      expect(Object.keys(messages)).toEqual(expect.arrayContaining(texts));
    }
  });
});

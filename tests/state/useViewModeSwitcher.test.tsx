// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createAppActors, type AppActors } from '../../src/state/actors';
import { AppActorsProvider } from '../../src/state/AppActorsProvider';
import { useViewModeSwitcher } from '../../src/state/useViewModeSwitcher';
import { desktopEnvironment } from '../support/devices';

const started: AppActors[] = [];

afterEach(() => {
  cleanup();
  started.splice(0).forEach((actors) => actors.root.stop());
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
});

/** The app's actors in a 700 px window (the switcher shows), on a clock the test moves. */
function startApp() {
  const actors = createAppActors({
    environment: desktopEnvironment({ viewportWidth: 700 }),
    navigation: { currentPath: () => '/', navigate: () => {} },
    clock: new SimulatedClock(),
  });
  started.push(actors);
  return actors;
}

const within =
  (actors: AppActors) =>
  ({ children }: { children: ReactNode }) => (
    <AppActorsProvider actors={actors}>{children}</AppActorsProvider>
  );

/** Lets the frame that answers a press be painted: its animation callback, then the task after. */
const paint = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  });

describe('useViewModeSwitcher', () => {
  it('passes a choice to the view mode through the app’s actor system, after the frame that closes it', async () => {
    const actors = startApp();
    const { result } = renderHook(useViewModeSwitcher, { wrapper: within(actors) });

    act(() => result.current.send({ type: 'switcher.toggle' }));
    expect(result.current.open).toBe(true);
    act(() => result.current.send({ type: 'switcher.choose', mode: 'desktop' }));
    expect(result.current.open).toBe(false);
    expect(actors.viewMode.getSnapshot().context.mode).toBe('auto');
    await paint();

    expect(actors.viewMode.getSnapshot().context.mode).toBe('desktop');
    expect(actors.toast.getSnapshot().context.toast?.description).toBe('toast.viewMode.desktop');
  });

  it('comes back closed after its view has left the page, as the same actor', () => {
    const actors = startApp();
    const first = renderHook(useViewModeSwitcher, { wrapper: within(actors) });
    act(() => first.result.current.send({ type: 'switcher.toggle' }));
    const { send } = first.result.current;

    first.unmount();
    const again = renderHook(useViewModeSwitcher, { wrapper: within(actors) });

    expect(again.result.current.open).toBe(false);
    expect(again.result.current.send).toBe(send);
  });

  it('has one switcher per actor system: a new system gets its own', () => {
    const [one, other] = [startApp(), startApp()];
    const inOne = renderHook(useViewModeSwitcher, { wrapper: within(one) });
    const inOther = renderHook(useViewModeSwitcher, { wrapper: within(other) });

    act(() => inOne.result.current.send({ type: 'switcher.toggle' }));

    expect(inOne.result.current.open).toBe(true);
    expect(inOther.result.current.open).toBe(false);
  });
});

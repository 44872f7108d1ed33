// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyActorLogic } from 'xstate';
import type { ViewModeSwitcherEvent } from '../../machines/view-mode-switcher.machine';
import { VIEW_MODE_SWITCHER_ID } from '../../src/config/element-ids';
import { framePainted, switcherDismissal } from '../../src/platform/switcher-effects';

/** Runs `logic` invoked by a machine that records what it sends back; `stop` stops it. */
function invoke(logic: AnyActorLogic) {
  const received: ViewModeSwitcherEvent[] = [];
  const parent = createActor(
    createMachine({
      invoke: { src: logic },
      on: { '*': { actions: ({ event }) => received.push(event as ViewModeSwitcherEvent) } },
    }),
  ).start();
  return { received, stop: () => parent.stop() };
}

describe('framePainted', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('reports switcher.painted in a task after the next frame, not before', () => {
    const { received } = invoke(framePainted);

    vi.advanceTimersByTime(15);
    expect(received).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame's callbacks have run; the task they queued runs after its paint.
    expect(received).toEqual([]);
    vi.runOnlyPendingTimers();

    expect(received).toEqual([{ type: 'switcher.painted' }]);
  });

  it('reports nothing once stopped, whether before the frame or after it', () => {
    const early = invoke(framePainted);
    const late = invoke(framePainted);
    early.stop();
    vi.advanceTimersToNextFrame();
    late.stop();
    vi.runAllTimers();

    expect([...early.received, ...late.received]).toEqual([]);
  });
});

describe('switcherDismissal', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="${VIEW_MODE_SWITCHER_ID}"><button>Auto</button></div><p>Page</p>`;
  });

  const press = (target: Element) =>
    target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

  it('closes the switcher on Escape and on a press outside it, not on a press inside', () => {
    const { received } = invoke(switcherDismissal);

    press(document.querySelector('button')!);
    expect(received).toEqual([]);
    press(document.querySelector('p')!);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

    expect(received).toEqual([{ type: 'switcher.close' }, { type: 'switcher.close' }]);
  });

  it('listens no more once stopped', () => {
    const { received, stop } = invoke(switcherDismissal);
    stop();

    press(document.querySelector('p')!);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

    expect(received).toEqual([]);
  });
});

/**
 * The jsdom reading of a visitor's actions (`qa/paths/model.ts`): user-event for clicks and
 * keys, Testing Library's `fireEvent` for what jsdom cannot do through user-event (pointer
 * enter/leave, window resizes), and the simulated clock for time.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Action, Target } from '../../paths/model';
import { setReducedMotion, type RenderedApp } from './app';

function find(target: Target): HTMLElement {
  const element = document.querySelector<HTMLElement>(target.css);
  if (!element) throw new Error(`${target.label} is not on the page (${target.css})`);
  return element;
}

const isInside = (target: Target) =>
  document.querySelector(target.css)?.contains(document.activeElement) ?? false;

export async function perform(app: RenderedApp, action: Action) {
  switch (action.kind) {
    // jsdom has no layout: a click's `position` (where in the target) makes no difference.
    case 'click':
      if (action.clicks === 2) {
        await app.user.dblClick(find(action.target));
        return;
      }
      await app.user.click(find(action.target));
      return;
    // fireEvent.pointerEnter/Leave also dispatch pointerover/pointerout, which React listens to.
    case 'pointerEnter': {
      // A pointer that enters an element moves over it (Radix Toast pauses on pointermove).
      const element = find(action.target);
      fireEvent.pointerEnter(element);
      fireEvent.pointerMove(element);
      return;
    }
    case 'pointerLeave': {
      // React reads the pointerout as the pointer leaving the window; the native (non-bubbling)
      // pointerleave reaches the ancestors too, as in a browser (Radix Toast resumes on it).
      const element = find(action.target);
      fireEvent.pointerLeave(element);
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        parent.dispatchEvent(new Event('pointerleave'));
      return;
    }
    case 'swipe': {
      const element = find(action.target);
      const at = (clientX: number) => ({ clientX, clientY: 0, pointerId: 1, button: 0 });
      fireEvent.pointerDown(element, at(0));
      for (let x = 10; x <= action.dx; x += 10) fireEvent.pointerMove(element, at(x));
      fireEvent.pointerUp(element, at(action.dx));
      return;
    }
    case 'press':
      // user-event's key map has no function keys (F8 would arrive as code "Unknown").
      if (/^F\d+$/.test(action.key)) {
        const target = document.activeElement ?? document.body;
        fireEvent.keyDown(target, { key: action.key, code: action.key });
        fireEvent.keyUp(target, { key: action.key, code: action.key });
      } else await app.user.keyboard(`{${action.key}}`);
      return;
    case 'tabUntil':
      for (let presses = 0; isInside(action.target) !== action.inside; presses += 1) {
        if (presses > 30)
          throw new Error(
            `Tab never got ${action.inside ? 'into' : 'out of'} ${action.target.label}`,
          );
        await app.user.tab({ shift: action.shift });
      }
      return;
    case 'resize':
      window.innerWidth = action.width;
      window.innerHeight = action.height;
      fireEvent(window, new Event('resize'));
      return;
    case 'rotate':
      fireEvent(window, new Event('orientationchange'));
      return;
    case 'reducedMotion':
      act(() => setReducedMotion(action.reduced));
      return;
    case 'refuseStorage':
      // Vitest restores the spy before the next test (`restoreMocks`).
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      return;
    case 'wait':
      act(() => app.clock.increment(action.ms));
      return;
    case 'follow':
      act(() => app.memory.navigate(action.path));
      expect(app.currentUrl()).toBe(action.path);
      return;
    case 'fill':
      fireEvent.change(find(action.target), { target: { value: action.value } });
      return;
    case 'select':
      fireEvent.change(find(action.target), { target: { value: action.value } });
      return;
    case 'failRequests':
      app.service.fail(action.url, action.count, action.answer);
      return;
    case 'awaitGone':
      await waitFor(() => expect(document.querySelector(action.target.css)).toBeNull());
      return;
    // The app renders every page live, islands included, and jsdom lays nothing out, so what
    // loads on approach is there at once (tests/support/setup.ts): there is nothing to scroll to.
    case 'reach':
    case 'none':
      return;
  }
}

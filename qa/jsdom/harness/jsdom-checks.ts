/** The jsdom reading of a path's checks (`qa/paths/model.ts`), with jest-dom's matchers. */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { storedJsonExpected, storedJsonReading, type Check, type Target } from '../../paths/model';
import type { RenderedApp } from './app';

function find(target: Target): HTMLElement {
  const element = document.querySelector<HTMLElement>(target.css);
  if (!element) throw new Error(`${target.label} is not on the page (${target.css})`);
  return element;
}

/**
 * jsdom has no layout and keeps lengths as declared; a browser computes them in px. A rem is the
 * root's font size, which the site leaves at the browsers' 16 px.
 */
const inPixels = (value: string) =>
  value.replace(/(-?\d*\.?\d+)rem\b/g, (_, rem: string) => `${Number(rem) * 16}px`);

function verifyNow(app: RenderedApp, check: Check, announced: number) {
  const says = check.says;
  switch (check.kind) {
    case 'attribute':
      if (check.value === null) expect(find(check.target), says).not.toHaveAttribute(check.name);
      else expect(find(check.target), says).toHaveAttribute(check.name, check.value);
      return;
    case 'class':
      expect(find(check.target).classList.contains(check.name), says).toBe(check.present);
      return;
    case 'storage':
      expect((check.session ? sessionStorage : localStorage).getItem(check.key), says).toBe(
        check.value,
      );
      return;
    case 'storedJson': {
      const stored = (check.session ? sessionStorage : localStorage).getItem(check.key);
      expect(storedJsonReading(stored, check), says).toEqual(storedJsonExpected(check));
      return;
    }
    case 'titlePrefix':
      expect(document.title.startsWith(check.prefix), says).toBe(check.present);
      return;
    case 'path':
      expect(app.currentUrl(), says).toBe(check.path);
      return;
    case 'text':
      expect(find(check.target), says).toHaveTextContent(check.text);
      return;
    case 'visible':
      if (check.visible) expect(find(check.target), says).toBeVisible();
      else expect(find(check.target), says).not.toBeVisible();
      return;
    case 'absent':
      expect(document.querySelector(check.target.css), says).toBeNull();
      return;
    case 'count':
      expect(document.querySelectorAll(check.target.css), says).toHaveLength(check.count);
      return;
    case 'css':
      expect(
        inPixels(getComputedStyle(find(check.target)).getPropertyValue(check.property)),
        says,
      ).toBe(check.value);
      return;
    case 'focused':
      expect(document.activeElement, says).toBe(find(check.target));
      return;
    case 'name':
      expect(find(check.target), says).toHaveAccessibleName(
        new RegExp(check.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      return;
    case 'posts':
      expect(app.service.posts.get(check.url) ?? 0, says).toBe(check.count);
      return;
    case 'announced':
      expect(app.announcements.slice(announced), says).toEqual(check.modes);
      return;
  }
}

/**
 * Checks what the visitor sees, waiting (briefly) for the page to settle. Most checks hold at
 * once: they are read straight away, because `waitFor` ends each call with a macrotask (Testing
 * Library's async wrapper), which over a run's thousands of checks was half its time.
 */
export async function verify(app: RenderedApp, check: Check, announced: number) {
  try {
    verifyNow(app, check, announced);
  } catch {
    await waitFor(() => verifyNow(app, check, announced), { timeout: 3000 });
  }
}

import '@testing-library/jest-dom/vitest';
import { loadContentMessages, loadMessages } from '../../src/i18n/messages';

// The browser loads a language's dictionary with its first page, and the pages' texts with client
// navigation (or a page's chunk); views under test have both, in both languages.
await Promise.all(
  (['en', 'he'] as const).flatMap((language) => [
    loadMessages(language),
    loadContentMessages(language),
  ]),
);

// jsdom lays nothing out, so nothing is below the screen: an observer sees each target at once,
// in the effect that watches it, so what loads on approach renders in the same commit's wake.
if (typeof window !== 'undefined' && typeof window.IntersectionObserver !== 'function') {
  class SeesEverything {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = SeesEverything as unknown as typeof IntersectionObserver;
}

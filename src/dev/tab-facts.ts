/** What an app tab loaded with, read once by its bridge: where a path that replays it starts. */
import { STORAGE_KEYS } from '../../machines/constants';
import type { TabFacts } from './protocol';

/** The site's stored values, read without throwing (storage can be refused). */
function storedValues(): Record<string, string> {
  const stored: Record<string, string> = {};
  try {
    for (const key of Object.values(STORAGE_KEYS)) {
      const value = window.localStorage.getItem(key);
      if (value !== null) stored[key] = value;
    }
  } catch {
    // Nothing is readable: the tab starts as with empty storage.
  }
  return stored;
}

/** What this tab loaded with: where a path that replays it has to start. */
export function readTabFacts(): TabFacts {
  return {
    url: window.location.href,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    touch: window.matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0,
    userAgent: navigator.userAgent,
    language: document.documentElement.lang,
    stored: storedValues(),
  };
}

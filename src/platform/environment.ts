import type { AppInput } from '../../machines/app.machine';
import { STORAGE_KEYS, type Language } from '../../machines/constants';
import { languageOfPath } from '../urls';
import { readStored } from './storage';

/** The start-up facts the app's machines are started with, read from the browser (or assumed). */
export type Environment = AppInput;

/**
 * What the prerenderer assumes: nothing stored, a standard-density desktop 1280 px wide.
 * The browser hydrates from the same facts, then catches up with its own.
 */
export function serverEnvironment(pathname: string): Environment {
  return {
    language: { urlLanguage: languageOfPath(pathname), storedLanguage: null },
    viewMode: {
      storedViewMode: null,
      userAgent: '',
      devicePixelRatio: 1,
      maxTouchPoints: 0,
      screenWidth: 1280,
      screenHeight: 800,
      viewportWidth: 1280,
    },
  };
}

/** Read the start-up facts once, at the edge (STYLE §6). Safe to call on the server. */
export function readEnvironment(pathname: string): Environment {
  const urlLanguage: Language = languageOfPath(pathname);
  if (typeof window === 'undefined') return serverEnvironment(pathname);
  return {
    language: { urlLanguage, storedLanguage: readStored(STORAGE_KEYS.language) },
    viewMode: {
      storedViewMode: readStored(STORAGE_KEYS.viewMode),
      userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio || 1,
      maxTouchPoints: navigator.maxTouchPoints || 0,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      viewportWidth: window.innerWidth,
    },
  };
}

/**
 * One wording per fact (issue 21): the sentences the specs' actions and checks share, so that a
 * fact reads the same on every path of every machine, and the manual plan can tell a repeated
 * fact from a new one. Labels are quoted as the screen shows them, Hebrew ones in Hebrew.
 */
import { STORAGE_KEYS, type Language } from '../../machines/constants';
import type { Project } from './model';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', he: 'Hebrew' };

/** A visible label as it appears on screen. */
export const quoted = (label: string) => `“${label}”`;

/** "Tap …" on a touch device, "Click …" with a mouse. */
export const click = (project: Project, what: string) =>
  `${project.device.hasTouch ? 'Tap' : 'Click'} ${what}`;

/** Escape: on a touch device, from a keyboard connected to it. */
export const pressEscape = (project: Project) =>
  project.device.hasTouch ? 'Press Escape on a keyboard connected to the device' : 'Press Escape';

/** "Double-tap …" on a touch device, "Double-click …" with a mouse. */
export const doubleClick = (project: Project, what: string) =>
  `${project.device.hasTouch ? 'Double-tap' : 'Double-click'} ${what}`;

export const addressIs = (url: string) => `The address bar shows ${url}`;

export const headingReads = (heading: string) => `The page heading reads ${quoted(heading)}`;

/** What a screen reader says for an element (its accessible name or label). */
export const namedForScreenReaders = (what: string, name: string) =>
  `Screen readers call ${what} ${quoted(name)}`;

export const keyboardFocusOn = (what: string) => `Keyboard focus is on ${what}`;

export const pageLayout = (layout: 'desktop' | 'mobile') => `The page is in the ${layout} layout`;

export const pageDimmed = (dimmed: boolean) =>
  dimmed ? 'The page beside the menu is dimmed' : 'Nothing dims the page';

export const contentUsable = (usable: boolean) =>
  usable ? 'The page content can be used' : 'The page content behind the menu cannot be used';

export const rememberedLanguage = (language: Language) =>
  `${LANGUAGE_NAMES[language]} is remembered as the visitor's language`;

/** What a stored value means to the visitor, for a plan's "Before you start". */
export function storedInWords(key: string, value: string): string {
  const meaning =
    key === STORAGE_KEYS.language && (value === 'en' || value === 'he')
      ? `the site remembers ${LANGUAGE_NAMES[value]} as your language`
      : key === STORAGE_KEYS.viewMode
        ? `the site remembers the ${value} view mode`
        : 'a value the site stored';
  return `${meaning} (local storage: \`${key}\` = \`${value}\`)`;
}

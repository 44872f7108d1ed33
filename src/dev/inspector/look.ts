/** The inspector page's colours, fonts and ways of writing values (English only: decision 008). */
import type { Plain } from '../protocol';

export const colors = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  line: '#d5dbe1',
  panel: '#f6f8fa',
  accent: '#1d6fd8',
  error: '#b42318',
  future: '#8a94a3',
  selected: '#e3efff',
};
export const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Keyboard focus is always visible, on every control of the page. */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 1 },
};

export const compact = (value: Plain) => JSON.stringify(value);
export const pretty = (value: Plain) => JSON.stringify(value, null, 2);
/** `xstate.after.resizeDebounce.viewMode.viewport.resizing` reads as `after resizeDebounce`. */
export const eventName = (type: string) =>
  type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type;
export const clock = (time: number) => new Date(time).toISOString().slice(11, 23);
export const actorLabel = (actor: { key: string; tab: string; page: string }) =>
  `${actor.key} · tab ${actor.tab} ${actor.page}`;
/** The log panel's small print and the padding of its sections. */
export const small = { fontSize: 12 };
export const sectionPadding = '6px 16px';

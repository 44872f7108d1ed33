/**
 * What the visitor does to the chrome before the app is live (issue 20). The chrome's buttons do
 * nothing without the app, and React, while it takes over the page, may drop a click or replay it
 * depending on where in start-up it lands. So the boot script takes every press of a button marked
 * `data-early-input` and every F8 until `<html data-app="live">`, and the app replays them, in
 * order, once it is live (`replayEarlyInput`, src/shell/start-up.tsx). Links need none of this:
 * they work without JavaScript; the language toggle's twin page stores the choice it was reached
 * by (src/boot/boot.ts).
 *
 * Plain DOM code, shared by the boot script (which records) and the app (which replays): the boot
 * script is inlined into every page.
 */
import { TOAST } from '../../machines/constants';

/** An early press: a button's id, or the notifications hotkey. */
export type EarlyInput = { kind: 'press'; id: string } | { kind: 'hotkey' };

/** The attribute that marks a chrome button whose early presses are replayed. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';
/** The notifications hotkey, read as Radix's toast viewport reads it (each key held, or the code). */
const isNotificationsHotkey = (event: KeyboardEvent) =>
  TOAST.hotkey.every((key) => event[key as keyof KeyboardEvent] === true || event.code === key);

declare global {
  interface Window {
    /** The boot script's queue of early input; absent where no boot script ran (development). */
    __earlyInput?: EarlyInput[];
  }
}

const isLive = () => document.documentElement.dataset.app === 'live';

/** Boot script: starts recording. Listeners on the document, in the capture phase, see a press before React does. */
export function recordEarlyInput() {
  const queue: EarlyInput[] = (window.__earlyInput = []);
  document.addEventListener(
    'click',
    (event) => {
      if (isLive() || !(event.target instanceof Element)) return;
      const button = event.target.closest(`button[${EARLY_INPUT_ATTRIBUTE}][id]`);
      if (!button) return;
      // React, hydrating, must not also see it: it would replay it a second time.
      event.stopPropagation();
      queue.push({ kind: 'press', id: button.id });
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (isLive() || !isNotificationsHotkey(event)) return;
      event.stopPropagation();
      queue.push({ kind: 'hotkey' });
    },
    true,
  );
}

/** The app, once live: what was recorded, emptied so it is replayed once. */
export function takeEarlyInput(): EarlyInput[] {
  return window.__earlyInput?.splice(0) ?? [];
}

/**
 * Entry of the dev inspector page, `/__machines` in `npm run dev` (served by the Vite plugin in
 * scripts/vite/machine-inspector.ts; never built for production).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fromCallback, type EventObject } from 'xstate';
import { Inspector } from './inspector/Inspector';
import { inspectorMachine } from './inspector.machine';
import type { ChannelCommand, InspectorInput } from './inspector-types';
import { INSPECTOR_CHANNEL, type AppMessage } from './protocol';
import { fetchCoverage, fetchShortest, savePath } from './inspector/requests';
import type { Session } from './session';
import { parseSession, sessionText } from './session-file';

const APP_KINDS: readonly unknown[] = ['snapshot', 'page', 'bye', 'travelled'];
const isAppMessage = (data: unknown): data is AppMessage =>
  typeof data === 'object' && data !== null && 'kind' in data && APP_KINDS.includes(data.kind);

/** The channel to every app tab: says hello on start, then relays both ways. */
const channel = fromCallback<ChannelCommand>(({ sendBack, receive }) => {
  const broadcast = new BroadcastChannel(INSPECTOR_CHANNEL);
  broadcast.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    // Other inspector pages talk on the same channel; only the app tabs' messages count.
    if (isAppMessage(data)) sendBack({ type: 'app.message', message: data });
  });
  receive((command) => broadcast.postMessage(command.message));
  broadcast.postMessage({ kind: 'hello' });
  return () => broadcast.close();
});

/** Where the session waits out a reload: this tab's session storage, gone with the tab. */
const STORAGE_KEY = 'kavana-inspector-session';

/** The session the page had before a reload; a notice instead when it cannot be read. */
function restore(): InspectorInput {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(STORAGE_KEY);
    return { restored: text === null ? null : parseSession(text), notice: null };
  } catch (error) {
    if (text !== null) sessionStorage.removeItem(STORAGE_KEY);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      restored: null,
      notice: `The session kept from before the reload was dropped: ${reason}`,
    };
  }
}

/**
 * Writes the session when the page goes away (a reload included). Should it not fit the
 * storage, the older half of its entries goes, until it does or none are left.
 */
const sessionKeeper = fromCallback<EventObject, { session: () => Session }>(({ input }) => {
  const keep = () => {
    let session = input.session();
    for (;;) {
      try {
        sessionStorage.setItem(STORAGE_KEY, sessionText(session));
        return;
      } catch {
        if (session.entries.length === 0) return;
        session = { ...session, entries: session.entries.slice(session.entries.length / 2 + 1) };
      }
    }
  };
  window.addEventListener('pagehide', keep);
  return () => window.removeEventListener('pagehide', keep);
});

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');
createRoot(root).render(
  <StrictMode>
    <Inspector
      machine={inspectorMachine.provide({
        actors: { channel, sessionKeeper, fetchCoverage, fetchShortest, savePath },
      })}
      input={restore()}
    />
  </StrictMode>,
);

/**
 * Entry of the dev inspector page, `/__machines` in `npm run dev` (served by the Vite plugin in
 * the machineInspector plugin in vite.config.ts; never built for production).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fromCallback } from 'xstate';
import { Inspector } from './Inspector';
import { inspectorMachine, type ChannelCommand } from './inspector.machine';
import { INSPECTOR_CHANNEL, type AppMessage } from './protocol';

const isAppMessage = (data: unknown): data is AppMessage =>
  typeof data === 'object' &&
  data !== null &&
  'kind' in data &&
  (data.kind === 'snapshot' || data.kind === 'bye');

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

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');
createRoot(root).render(
  <StrictMode>
    <Inspector machine={inspectorMachine.provide({ actors: { channel } })} />
  </StrictMode>,
);

/**
 * The app's actors in development, which the inspector can put back to an earlier snapshot
 * (issue #22). In development `main.tsx` takes `createAppActors` from here, and hands
 * `TravellingApp` to `renderApp` (src/shell/render-app.tsx) to render: when the inspector travels,
 * the live system stops, a new one starts from the snapshot with the same options (the same
 * browser edge), and the app renders the restored actors. Production builds import neither.
 */
import { useSyncExternalStore } from 'react';
import type { Snapshot } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { App, type AppProps } from '../shell/App';
import {
  createAppActors as startAppActors,
  type AppActors,
  type AppActorsOptions,
} from '../state/actors';
import { tabBridge, type Bridge } from './bridge';
import { islandTravel, restartingRestorer } from './restorers';

export { prerenderedSnapshots } from '../state/actors';

/** The actors the app renders: the live ones, or the ones the last travel restored. */
interface TravellingActors {
  current: () => AppActors;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Starts the app's actors, restorable from then on: the bridge reports their system's persisted
 * snapshot with every step, and restores it (src/dev/restorers.ts) when the inspector travels.
 */
function travellingActors(
  start: (snapshot?: Snapshot<unknown>) => AppActors,
  bridge: Pick<Bridge, 'restorable'>,
): TravellingActors {
  const listeners = new Set<() => void>();
  // Restorable before it starts, so that its first snapshots carry the system too.
  bridge.restorable(
    appMachine.id,
    restartingRestorer(
      () => current.root,
      (snapshot) => {
        current = start(snapshot);
        for (const listener of listeners) listener();
      },
    ),
  );
  let current = start();
  return {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Each tab's travelling actors, by the actors they started with. */
const travels = new WeakMap<AppActors, TravellingActors>();

/**
 * `createAppActors` as development starts it: the same actors, restorable by the inspector, with
 * the islands' actors restorable too, so the tab travels as a whole.
 */
export function createAppActors(options: AppActorsOptions): AppActors {
  const bridge = tabBridge();
  const travel = islandTravel(bridge);
  const started = travellingActors(
    (snapshot) => ({ ...startAppActors({ ...options, snapshot }), travel }),
    bridge,
  );
  const actors = started.current();
  travels.set(actors, started);
  return actors;
}

const unchanging = (actors: AppActors): TravellingActors => ({
  current: () => actors,
  subscribe: () => () => {},
});

/** The app with its actors as time travel left them: its views follow a restored system. */
export function TravellingApp({ actors, ...props }: AppProps) {
  const travel = travels.get(actors) ?? unchanging(actors);
  return <App actors={useSyncExternalStore(travel.subscribe, travel.current)} {...props} />;
}

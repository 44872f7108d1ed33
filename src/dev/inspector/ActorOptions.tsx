import type { LiveActor } from '../inspector-types';
import { actorLabel } from './look';

/** One option per live actor, for the chart's and the send form's actor menus. */
export function ActorOptions({ actors }: { actors: LiveActor[] }) {
  return actors.map((actor) => (
    <option key={actor.id} value={actor.id}>
      {actorLabel(actor)}
    </option>
  ));
}

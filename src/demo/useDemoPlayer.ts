/**
 * The demo player's wiring (STYLE §7): the demo-player machine with its browser listener, read
 * through selectors, and the events the view's callbacks send; with the page's language and the
 * demo's texts in it.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { demoPlayerMachine } from '../../machines/demo-player.machine';
import { useActorClock, useInspect, useLanguage } from '../state/AppActorsProvider';
import { useActorSelector } from '../state/useActorSelector';
import { useIslandActorRef } from '../state/useIslandActorRef';
import { useDemoTexts } from './demo.loader';
import { DEMO_STEPS } from './demo.texts';
import { motionPreferenceListener, prefersReducedMotion } from './motionPreference';

const STEP_COUNT = DEMO_STEPS.length;

const playerMachine = demoPlayerMachine.provide({ actors: { motionPreferenceListener } });

type DemoSnapshot = SnapshotFrom<typeof playerMachine>;

/**
 * What the page was prerendered with: no reduced-motion preference (the server cannot know it).
 * Hydration reads this snapshot, so the markup matches; then the view catches up with the actor.
 */
const serverSnapshot = createActor(playerMachine, {
  input: { stepCount: STEP_COUNT, reducedMotion: false },
}).getSnapshot();

/** Selectors live outside the component (STYLE §7). */
const selectStep = (snapshot: DemoSnapshot) => snapshot.context.step;
const selectPlaying = (snapshot: DemoSnapshot) => snapshot.matches('playing');

/**
 * The demo-player machine, started for the view: plays by itself unless the visitor prefers
 * reduced motion. Returns the step on screen, whether it plays, and the visitor's controls; the
 * texts suspend the view while they load (the island loads them first: ./DemoPlayer.tsx).
 */
export function useDemoPlayer() {
  const language = useLanguage();
  const clock = useActorClock();
  const actor = useIslandActorRef(playerMachine, {
    input: { stepCount: STEP_COUNT, reducedMotion: prefersReducedMotion() },
    inspect: useInspect(),
    ...(clock ? { clock } : {}),
  });
  return {
    texts: useDemoTexts(language),
    language,
    step: useActorSelector(actor, selectStep, serverSnapshot),
    playing: useActorSelector(actor, selectPlaying, serverSnapshot),
    onPlay: () => actor.send({ type: 'demo.play' }),
    onPause: () => actor.send({ type: 'demo.pause' }),
    onPrevious: () => actor.send({ type: 'demo.previous' }),
    onNext: () => actor.send({ type: 'demo.next' }),
    onGoTo: (index: number) => actor.send({ type: 'demo.goTo', step: index }),
  };
}

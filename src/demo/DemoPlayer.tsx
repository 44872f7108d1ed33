/**
 * The Home page demo, the demo-player island's entry (src/islands/registry.ts): an analytics
 * dashboard drawn in SVG that plays step by step, with a caption for each step. Its parts: the
 * wiring (./useDemoPlayer.ts), the view (./DemoPlayerView.tsx) and its styles
 * (./demo-player.styles.ts). Unlike the contact form, it replays no early input: it holds
 * nothing the visitor types, and its buttons act once it has hydrated.
 */
import type { Language } from '../../machines/constants';
import { loadDemoTexts } from './demo.loader';
import { DemoPlayerView } from './DemoPlayerView';
import { useDemoPlayer } from './useDemoPlayer';

/** The connected player: the view, given what the machine shows and the events it takes. */
export function DemoPlayer() {
  return <DemoPlayerView {...useDemoPlayer()} />;
}

/** The demo, once its texts in `language` are there: the island then hydrates without suspending. */
export const loadDemoPlayer = (language: Language) =>
  loadDemoTexts(language).then(() => DemoPlayer);

import { Island } from '../../islands/Island';

const placeholder = { minHeight: '28rem' };

/**
 * Where the Home page shows the demo player (src/demo/DemoPlayer.tsx): an island, rendered in
 * place and hydrated on its own; the placeholder holds its place meanwhile. Its texts are its own
 * (`src/demo`).
 */
export function DemoPlayerIsland() {
  return <Island name="demo-player" fallback={<div css={placeholder} />} />;
}

import { Island } from '../../islands/Island';

const placeholder = { minHeight: '28rem' };

/**
 * The Home page's demo player: an island, rendered in place and hydrated on its own; the
 * placeholder holds its place meanwhile. Its texts are its own (`src/demo`).
 */
export function DemoPlayer() {
  return <Island name="demo-player" fallback={<div css={placeholder} />} />;
}

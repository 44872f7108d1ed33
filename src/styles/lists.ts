import { space } from './theme';

/**
 * List styles the content blocks and the chart kit's legends share. Only lazily loaded views
 * import them (scripts/vite/chunk-groups.ts), so they stay out of the start-up chunk.
 */

/** A list that keeps its list semantics (Safari drops them with `list-style: none` alone). */
export const bareList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** Short items side by side, wrapping onto more lines as needed: a legend, reassurances. */
export const wrappingList = (gap: string) =>
  ({ ...bareList, display: 'flex', flexWrap: 'wrap', gap }) as const;

/** An item led by a small mark (an icon, a legend key), the two centred on each other. */
export const markedItem = { display: 'flex', alignItems: 'center', gap: space.sm } as const;

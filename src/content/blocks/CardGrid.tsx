import type { ReactNode } from 'react';
import { space } from '../../styles/theme';
import { bareList } from '../../styles/lists';
import { fourUpGrid, gridContainer, threeUpGrid } from './typography';

/**
 * A responsive list of `Card`s. `columns={4}` (the default) goes 1 → 2 → 4, for four or eight
 * cards; `columns={3}` goes 1 → 3, for three or six.
 */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <div css={gridContainer}>
      <ul
        role="list"
        css={{ ...bareList, ...(columns === 3 ? threeUpGrid : fourUpGrid), gap: space.lg }}
      >
        {children}
      </ul>
    </div>
  );
}

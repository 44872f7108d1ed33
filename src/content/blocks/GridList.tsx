import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { bareList } from '../../styles/lists';
import { gridContainer } from './typography';

/**
 * A bare list laid out by `layout` (usually an `evenGrid`), in the wrapper whose width that grid
 * (or its items' own container queries) answer to. `ordered` when the order is the content's.
 */
export function GridList({
  layout,
  ordered = false,
  children,
}: {
  layout?: CSSObject;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div css={gridContainer}>
      <List role="list" css={{ ...bareList, ...layout }}>
        {children}
      </List>
    </div>
  );
}

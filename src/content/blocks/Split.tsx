import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ColumnWidth, SplitBody } from '../page-document';
import { space } from '../../styles/theme';

const gaps = {
  xl: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xl },
  xxl: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xxl },
} as const;

/** How the columns of a split share the row, and where they stop growing. */
const columnWidths: Record<ColumnWidth, CSSObject> = {
  chart: { flex: '1 1 26rem', minWidth: 0, maxWidth: '40rem' },
  wideChart: { flex: '3 1 28rem', minWidth: 0, maxWidth: '42rem' },
  notes: { flex: '1 1 18rem', minWidth: 0 },
  narrow: { flex: '1 1 16rem', minWidth: 0 },
  main: { flex: '2 1 24rem', minWidth: 0 },
};

/** Columns side by side that wrap, one under the other, when the row is too narrow. */
export function Split({
  gap,
  columns,
}: {
  gap: SplitBody['gap'];
  columns: readonly { width: ColumnWidth; content: ReactNode }[];
}) {
  return (
    <div css={gaps[gap]}>
      {columns.map((column, index) => (
        <div key={index} css={columnWidths[column.width]}>
          {column.content}
        </div>
      ))}
    </div>
  );
}

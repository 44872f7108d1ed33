import type { ReactNode } from 'react';
import { color } from '../../../styles/theme';

/** A chart's plot area, in the drawing's own units. */
interface Plot {
  left: number;
  right: number;
  bottom: number;
}

/** The line along the bottom of a chart's plot area. */
export function Baseline({ plot }: { plot: Plot }) {
  return (
    <line
      x1={plot.left}
      x2={plot.right}
      y1={plot.bottom}
      y2={plot.bottom}
      stroke={color.inkMuted}
    />
  );
}

/**
 * An axis title centred at (`x`, `y`), written in the page's direction (the drawing itself is
 * always left to right). `marked` tags it `data-text="axis"` for the chart's own styles.
 */
export function AxisTitle({
  x,
  y,
  direction,
  marked = false,
  children,
}: {
  x: number;
  y: number;
  direction: 'ltr' | 'rtl';
  marked?: boolean;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      direction={direction}
      textAnchor="middle"
      data-text={marked ? 'axis' : undefined}
    >
      {children}
    </text>
  );
}

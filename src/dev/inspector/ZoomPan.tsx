import type { ElkNode } from 'elkjs/lib/elk-api';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { focusRing } from './look';

const ZOOM_STEP = 1.25;
const MAX_ZOOM = 8;
/** How far an arrow key pans, as a share of the visible part. */
const PAN_STEP = 0.1;

interface View {
  zoom: number;
  /** The visible part's top left corner, in layout coordinates. */
  x: number;
  y: number;
}

const FIT: View = { zoom: 1, x: 0, y: 0 };

/**
 * Zoom to fit by default: the whole chart scaled to the card's width. Zoom in and out around the
 * centre, drag or use the arrow keys to pan, Fit to see it whole again.
 */
export function ZoomPan({
  layout,
  label,
  children,
}: {
  layout: ElkNode;
  label: string;
  children: (viewBox: { x: number; y: number; width: number; height: number }) => ReactNode;
}) {
  const [view, setView] = useState(FIT);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const width = layout.width ?? 0;
  const height = layout.height ?? 0;
  const visible = { width: width / view.zoom, height: height / view.zoom };
  /** Keeps the visible part inside the chart. */
  const clamp = (next: View): View => ({
    zoom: next.zoom,
    x: Math.min(Math.max(next.x, 0), width - width / next.zoom),
    y: Math.min(Math.max(next.y, 0), height - height / next.zoom),
  });
  const zoomBy = (factor: number) =>
    setView((at) => {
      const zoom = Math.min(Math.max(at.zoom * factor, 1), MAX_ZOOM);
      const centre = { x: at.x + width / at.zoom / 2, y: at.y + height / at.zoom / 2 };
      return clamp({ zoom, x: centre.x - width / zoom / 2, y: centre.y - height / zoom / 2 });
    });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (view.zoom === 1 || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const scale = visible.width / event.currentTarget.clientWidth;
    setView(
      clamp({
        zoom: start.view.zoom,
        x: start.view.x - (event.clientX - start.x) * scale,
        y: start.view.y - (event.clientY - start.y) * scale,
      }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    }[event.key];
    if (!step || view.zoom === 1) return;
    event.preventDefault();
    setView((at) =>
      clamp({
        ...at,
        x: at.x + step[0]! * visible.width * PAN_STEP,
        y: at.y + step[1]! * visible.height * PAN_STEP,
      }),
    );
  };
  const button = { ...focusRing, minWidth: 32 };
  return (
    <div>
      <div
        role="toolbar"
        aria-label={`Zoom the ${label} chart`}
        css={{ display: 'flex', justifyContent: 'flex-end', gap: 4, padding: '6px 8px 0' }}
      >
        <button type="button" css={button} onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button
          type="button"
          css={button}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          disabled={view.zoom === 1}
          aria-label="Zoom out"
        >
          −
        </button>
        <button type="button" css={button} onClick={() => setView(FIT)} disabled={view.zoom === 1}>
          Fit
        </button>
      </div>
      <div
        // Focusable so the arrow keys pan a zoomed chart.
        tabIndex={view.zoom === 1 ? undefined : 0}
        aria-label={view.zoom === 1 ? undefined : `${label} chart, zoomed: arrow keys pan`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        css={{
          padding: 8,
          cursor: view.zoom === 1 ? 'default' : 'grab',
          touchAction: view.zoom === 1 ? 'auto' : 'none',
          ...focusRing,
        }}
      >
        {children({ x: view.x, y: view.y, ...visible })}
      </div>
    </div>
  );
}

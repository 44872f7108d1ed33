/**
 * The dashboard's styles: transitions that draw each layer in when its step shows it, and text
 * that stays legible when the drawing is scaled down.
 */
import { chart, color, weight } from '../styles/theme';

const DRAW = '1.2s ease-in-out';
const FADE = '0.6s ease';

/** Styles of the drawing: transitions on SVG properties, and text that stays legible when small. */
export const svgStyle = {
  overflow: 'visible',
  '& text': { fontSize: 14, fill: color.inkMuted },
  '& [data-text="strong"]': { fontSize: 16, fontWeight: weight.strong, fill: color.ink },
  '& [data-text="value"]': { fontWeight: weight.strong, fill: color.ink },
  '& [data-layer="anomaly"] [data-text="strong"]': { fill: chart.anomaly },
  '& [data-layer]': { transition: `opacity ${FADE}, transform ${FADE}` },
  '& [data-layer][data-shown="false"]': { opacity: 0 },
  '& [data-draw]': {
    strokeDasharray: 1,
    strokeDashoffset: 0,
    transition: `stroke-dashoffset ${DRAW}`,
  },
  '& [data-shown="false"] [data-draw]': { strokeDashoffset: 1 },
  '& [data-line="sales"]': { transition: `stroke ${FADE}, stroke-width ${FADE}` },
  '& [data-bar]': {
    transformBox: 'fill-box',
    transformOrigin: 'left center',
    transition: `transform ${DRAW}`,
  },
  '& [data-shown="false"] [data-bar]': { transform: 'scaleX(0)' },
  '& [data-layer="anomaly"] circle': {
    transformBox: 'fill-box',
    transformOrigin: 'center',
    transition: `transform ${FADE}`,
  },
  '& [data-layer="anomaly"][data-shown="false"] circle': { transform: 'scale(2)' },
  '& [data-layer="order"][data-shown="false"]': { transform: 'translateY(12px)' },
  // At small sizes the drawing is scaled down: draw its text larger so it stays readable.
  '@container (max-width: 36rem)': {
    '& text': { fontSize: 18 },
    '& [data-text="strong"]': { fontSize: 19 },
  },
  '@container (max-width: 26rem)': {
    '& text': { fontSize: 22 },
    '& [data-text="strong"]': { fontSize: 22 },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '& *': { transition: 'none !important' },
  },
} as const;

/** A line of the analysis, drawn in along its length when its layer is shown (`[data-draw]`). */
export const drawnIn = {
  pathLength: 1,
  'data-draw': '',
  fill: 'none',
  strokeWidth: 3,
  strokeLinejoin: 'round',
} as const;

/** A white outline behind text drawn over lines, so it stays readable where they cross. */
export const halo = {
  paintOrder: 'stroke',
  stroke: color.paper,
  strokeWidth: 5,
  strokeLinejoin: 'round',
} as const;

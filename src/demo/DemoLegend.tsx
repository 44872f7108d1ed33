import { chart } from '../styles/theme';
import * as styles from './demo-player.styles';
import type { DemoStepId, DemoTexts } from './demo.texts';
import { layersFor } from './layers';

type LegendMark = 'line' | 'dashed' | 'band' | 'ring' | 'bar';

/** The key to the layers on screen, in the language's reading direction. */
export function DemoLegend({
  step,
  texts,
  textDirection,
}: {
  step: DemoStepId;
  texts: DemoTexts['legend'];
  textDirection: 'ltr' | 'rtl';
}) {
  const layers = layersFor(step);
  const items: { key: string; label: string; mark: LegendMark; tone: string; show: boolean }[] = [
    {
      key: 'actual',
      label: texts.actual,
      mark: 'line',
      tone: layers.salesMuted ? chart.actualMuted : chart.actual,
      show: layers.sales,
    },
    {
      key: 'trend',
      label: texts.trend,
      mark: 'dashed',
      tone: chart.trend,
      show: layers.trend,
    },
    {
      key: 'season',
      label: texts.season,
      mark: 'line',
      tone: chart.season,
      show: layers.fitted,
    },
    {
      key: 'forecast',
      label: texts.forecast,
      mark: 'band',
      tone: chart.forecast,
      show: layers.forecast,
    },
    {
      key: 'anomaly',
      label: texts.anomaly,
      mark: 'ring',
      tone: chart.anomaly,
      show: layers.anomaly,
    },
    {
      key: 'usual',
      label: texts.usualOrder,
      mark: 'bar',
      tone: chart.baseline,
      show: layers.order,
    },
    {
      key: 'recommended',
      label: texts.recommendedOrder,
      mark: 'bar',
      tone: chart.actual,
      show: layers.order,
    },
  ];
  return (
    <ul dir={textDirection} css={styles.legend}>
      {items
        .filter((item) => item.show)
        .map(({ key, label, mark, tone }) => (
          <li key={key} css={styles.legendItem}>
            <LegendSwatch mark={mark} tone={tone} />
            {label}
          </li>
        ))}
    </ul>
  );
}

function LegendSwatch({ mark, tone }: { mark: LegendMark; tone: string }) {
  return (
    <svg width="24" height="14" viewBox="0 0 24 14" aria-hidden="true" focusable="false">
      {mark === 'band' && <rect x="0" y="2" width="24" height="10" fill={chart.forecastBand} />}
      {mark === 'ring' && (
        <circle cx="12" cy="7" r="5" fill="none" stroke={tone} strokeWidth="2.5" />
      )}
      {mark === 'bar' && <rect x="0" y="2" width="24" height="10" rx="2" fill={tone} />}
      {(mark === 'line' || mark === 'dashed' || mark === 'band') && (
        <line
          x1="0"
          x2="24"
          y1="7"
          y2="7"
          stroke={tone}
          strokeWidth="3"
          strokeDasharray={mark === 'dashed' ? '6 4' : undefined}
        />
      )}
    </svg>
  );
}

/** One machine of the catalogue: its chart, the actor it follows, and that actor's value. */
import { Suspense, use } from 'react';
import type { MachineEntry } from '../../../machines/catalogue';
import { chartLayout } from '../chart-layout';
import type { LiveActor } from '../inspector-types';
import { activeStateIds, type Statechart } from '../statechart';
import type { ChartCoverage } from '../coverage-overlay';
import { StatechartSvg } from '../StatechartSvg';
import { ActorOptions } from './ActorOptions';
import { colors, compact, focusRing, mono } from './look';
import { ZoomPan } from './ZoomPan';

interface Props {
  entry: MachineEntry;
  chart: Statechart;
  actors: LiveActor[];
  current: LiveActor | undefined;
  /** Shown beside the value while the chart shows the past. */
  past: boolean;
  coverage: ChartCoverage | undefined;
  onFollow: (actor: string) => void;
  onExplain: ((id: string) => void) | undefined;
}

export function MachineCard({
  entry,
  chart,
  actors,
  current,
  past,
  coverage,
  onFollow,
  onExplain,
}: Props) {
  return (
    <section
      aria-labelledby={`chart-${chart.id}`}
      css={{ border: `1px solid ${colors.line}`, borderRadius: 8, marginBottom: 16 }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '4px 16px',
          padding: '8px 12px',
          borderBottom: `1px solid ${colors.line}`,
        }}
      >
        <h2 id={`chart-${chart.id}`} css={{ fontSize: 16, margin: 0 }}>
          {entry.title} <code css={{ color: colors.muted, fontWeight: 400 }}>{chart.id}</code>
        </h2>
        {actors.length === 0 ? (
          <span css={{ color: colors.muted }}>not running in any open tab</span>
        ) : (
          <label>
            actor{' '}
            <select value={current?.id} onChange={(e) => onFollow(e.target.value)} css={focusRing}>
              <ActorOptions actors={actors} />
            </select>
          </label>
        )}
        {current && (
          <code css={{ fontFamily: mono, fontSize: 12 }} data-testid={`value-${chart.id}`}>
            {compact(current.value)}
            {past && <strong css={{ color: colors.accent }}> (at the selected entry)</strong>}
          </code>
        )}
      </div>
      <Suspense fallback={<p css={{ color: colors.muted, padding: 8 }}>Laying out…</p>}>
        <Chart chart={chart} value={current?.value} coverage={coverage} onExplain={onExplain} />
      </Suspense>
    </section>
  );
}

function Chart({
  chart,
  value,
  coverage,
  onExplain,
}: {
  chart: Statechart;
  value: unknown;
  coverage: ChartCoverage | undefined;
  onExplain: ((id: string) => void) | undefined;
}) {
  const layout = use(chartLayout(chart));
  const active = value === undefined ? new Set<string>() : activeStateIds(chart, value);
  return (
    <ZoomPan layout={layout} label={chart.id}>
      {(viewBox) => (
        <StatechartSvg
          chart={chart}
          layout={layout}
          active={active}
          viewBox={viewBox}
          coverage={coverage}
          onExplain={onExplain}
        />
      )}
    </ZoomPan>
  );
}

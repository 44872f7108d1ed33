import { createElement } from 'react';
import type { Language } from '../../../machines/constants';
import type { ChartId, ChartRef, Charts } from '../../charts/chart-registry';
import type { ChartTakeawaysBody } from '../page-document';
import { ChartWithTakeaways } from './ChartWithTakeaways';

/**
 * A chart the document names, drawn with the texts the document gives it. `loadPage` loads
 * every chart a document names before it renders, so a missing one is a programming error.
 */
export function Chart<Id extends ChartId>({
  chart,
  charts,
  language,
}: {
  chart: ChartRef<Id>;
  charts: Charts;
  language: Language;
}) {
  const Component = charts[chart.id];
  if (!Component) throw new Error(`The chart "${chart.id}" was not loaded with its page`);
  // `createElement`, not JSX: JSX cannot check props against a component chosen by a type parameter.
  return createElement(Component, { texts: chart.texts, language });
}

/** A chart beside an `h3` and what it tells you. */
export function ChartTakeaways({
  body,
  charts,
  language,
}: {
  body: ChartTakeawaysBody;
  charts: Charts;
  language: Language;
}) {
  return (
    <ChartWithTakeaways
      language={language}
      chart={<Chart chart={body.chart} charts={charts} language={language} />}
      chartMaxWidth={body.chartMaxWidth}
      title={body.title}
      takeaways={body.takeaways}
      marker={body.marker}
    />
  );
}

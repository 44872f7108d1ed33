import type { ChartRef } from '../../../charts/chart-registry';
import type { Definition, SplitBody } from '../../../content/page-document';

/**
 * The example: the sales funnel beside what it shows. The layout both languages of the sales
 * page share; each document gives it its own words.
 */
export const funnelBesideFindings = (
  texts: ChartRef<'sales'>['texts'],
  findings: readonly Definition[],
): SplitBody => ({
  kind: 'split',
  gap: 'xl',
  columns: [
    { width: 'chart', body: { kind: 'chart', chart: { id: 'sales', texts } } },
    { width: 'notes', body: { kind: 'facts', items: findings } },
  ],
});
